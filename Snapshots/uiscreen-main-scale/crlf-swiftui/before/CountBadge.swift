import SwiftUI

struct CountBadge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .padding(4)
            .overlay(Circle().stroke(lineWidth: 1 / UIScreen.main.scale))
    }
}
