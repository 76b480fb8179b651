import SwiftUI

/// Where a badge sits on its card.
enum BadgePosition {
    case navigationBarLeading, navigationBarTrailing
}

struct Badge: View {
    let text: String
    let placement: BadgePosition

    var body: some View {
        Text(text)
    }
}
