import SwiftUI

struct HairlineDivider: View {
    @Environment(\.displayScale) var pixelScale
    var color: Color = .gray

    var body: some View {
        color
            .frame(height: 1 / UIScreen.main.scale)
            .padding(.vertical, 4 / UIScreen.main.scale)
    }
}
