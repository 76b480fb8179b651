import SwiftUI

struct CardRow: View {
    let title: String
    let isFavorite: Bool

    var body: some View {
        HStack {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .foregroundColor(isFavorite ? .yellow : .secondary)
            Text(title)
        }
    }
}
