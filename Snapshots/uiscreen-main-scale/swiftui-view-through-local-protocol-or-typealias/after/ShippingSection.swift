import SwiftUI

protocol SectionView: View {
    var title: String { get }
}

struct ShippingSection: SectionView {
    @Environment(\.displayScale) private var displayScale
    let title = "Shipping"

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            Rectangle().frame(height: 1 / displayScale)
        }
    }
}
