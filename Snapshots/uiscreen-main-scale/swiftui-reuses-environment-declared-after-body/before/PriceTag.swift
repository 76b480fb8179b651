import SwiftUI

struct PriceTag: View {
    let price: String

    var body: some View {
        Text(price)
            .padding(4)
            .overlay(
                RoundedRectangle(cornerRadius: 4)
                    .stroke(lineWidth: 1 / UIScreen.main.scale)
            )
    }

    @Environment(\.displayScale) private var screenScale: CGFloat
}
