import SwiftUI

struct OrderRow: View {
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
        Rectangle().frame(height: 1 / UIScreen.main.scale)
    }
}
