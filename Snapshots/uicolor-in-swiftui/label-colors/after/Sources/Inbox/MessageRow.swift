import SwiftUI

struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading) {
            Text(message.sender)
                .foregroundStyle(Color.primary)
            Text(message.subject)
                .foregroundStyle(Color.primary)
            Text(message.preview)
                .foregroundStyle(Color.secondary)
            Text(message.date, style: .relative)
                .foregroundStyle(Color.secondary.opacity(0.8))
            Divider()
                .background(Color.secondary)
        }
        .tint(Color.primary)
    }
}

enum InboxPalette {
    static let unreadDot = Color.primary
}
