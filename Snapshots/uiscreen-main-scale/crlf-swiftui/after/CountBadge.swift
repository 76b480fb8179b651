import SwiftUI

struct CountBadge: View {
    @Environment(\.displayScale) private var displayScale
    var count: Int

    var body: some View {
        Text("\(count)")
            .padding(4)
            .overlay(Circle().stroke(lineWidth: 1 / displayScale))
    }
}
