import SwiftUI

struct Hairline: View {
    @Environment(\.displayScale) private var displayScale
    var body: some View {
        VStack {
            Color.gray.frame(height: 1 / displayScale)
        }
    }
}
