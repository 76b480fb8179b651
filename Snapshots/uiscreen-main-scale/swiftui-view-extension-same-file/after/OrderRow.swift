import SwiftUI

struct OrderRow: View {
    @Environment(\.displayScale) private var displayScale
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            separator
        }
    }
}

extension OrderRow {
    var separator: some View {
        Rectangle().frame(height: 1 / displayScale)
    }
}
