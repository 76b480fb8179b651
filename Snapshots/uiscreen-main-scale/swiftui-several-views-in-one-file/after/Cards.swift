import SwiftUI

struct CardBorder: View {
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .stroke(colorScheme == .dark ? Color.white : Color.black, lineWidth: 1 / displayScale)
    }
}

struct CardDivider: View {
    @Environment(\.displayScale) private var displayScale
    var body: some View {
        Rectangle().frame(height: 1 / displayScale)
    }
}

struct CardStyle {
    var cornerRadius: CGFloat = 12
    var borderWidth: CGFloat { 1 / UIScreen.main.scale }
}
