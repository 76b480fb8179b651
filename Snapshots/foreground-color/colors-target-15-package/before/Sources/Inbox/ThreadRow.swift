import SwiftUI

struct ThreadRow: View {
    let thread: MailThread
    let tint: Color
    let flagColor: Color?
    @State private var accent = Color.orange

    var body: some View {
        HStack {
            Image(systemName: "envelope")
                .foregroundColor(.blue)
            VStack(alignment: .leading) {
                Text(thread.subject)
                    .font(.headline)
                    .foregroundColor(.primary)
                Text(thread.preview)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
            }
            Spacer()
            Circle()
                .frame(width: 8, height: 8)
                .foregroundColor(thread.isUnread ? .accentColor : .clear)
            Image(systemName: "flag.fill")
                .foregroundColor(flagColor)
            Image(systemName: "paperclip").foregroundColor(tint)
            Image(systemName: "star").foregroundColor(accent)
            Image(systemName: "bell").foregroundColor(Color("Bell").opacity(0.6))
            Image(systemName: "pin").foregroundColor(.red.opacity(0.5))
            Image(systemName: "trash").foregroundColor(nil)
        }
        .foregroundColor(Color.gray)
    }

    func countBadge(_ count: Int, color: Color) -> some View {
        Text("\(count)")
            .padding(4)
            .foregroundColor(color)
    }
}
