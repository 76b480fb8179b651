import SwiftUI

struct ThreadRow: View {
    let thread: MailThread
    let tint: Color
    let flagColor: Color?
    @State private var accent = Color.orange

    var body: some View {
        HStack {
            Image(systemName: "envelope")
                .foregroundStyle(.blue)
            VStack(alignment: .leading) {
                Text(thread.subject)
                    .font(.headline)
                    .foregroundStyle(Color.primary)
                Text(thread.preview)
                    .foregroundStyle(Color.secondary)
                    .lineLimit(2)
            }
            Spacer()
            Circle()
                .frame(width: 8, height: 8)
                .foregroundStyle(thread.isUnread ? Color.accentColor : Color.clear)
            Image(systemName: "flag.fill")
                .foregroundColor(flagColor)
            Image(systemName: "paperclip").foregroundStyle(tint)
            Image(systemName: "star").foregroundStyle(accent)
            Image(systemName: "bell").foregroundStyle(Color("Bell").opacity(0.6))
            Image(systemName: "pin").foregroundStyle(Color.red.opacity(0.5))
            Image(systemName: "trash").foregroundColor(nil)
        }
        .foregroundStyle(Color.gray)
    }

    func countBadge(_ count: Int, color: Color) -> some View {
        Text("\(count)")
            .padding(4)
            .foregroundStyle(color)
    }
}
