import SwiftUI

struct PriceTag: View {
    let price: String

    var body: some View {
        Text(price)
            .font(.title3)
            .foregroundColor(.green)
    }
}
