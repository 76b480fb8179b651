import SwiftUI

struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading) {
            Text(message.sender)
                .foregroundStyle(Color(uiColor: .label))
            Text(message.subject)
                .foregroundStyle(Color(UIColor.label))
            Text(message.preview)
                .foregroundStyle(Color(.secondaryLabel))
            Text(message.date, style: .relative)
                .foregroundStyle(Color(uiColor: UIColor.secondaryLabel).opacity(0.8))
            Divider()
                .background(Color(UIColor.secondaryLabel))
        }
        .tint(Color(.label))
    }
}

enum InboxPalette {
    static let unreadDot = Color(uiColor: .label)
}
