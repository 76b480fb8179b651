import SwiftUI

struct EntryRow: View {
    let entry: Entry

    private var titleFont: Font {
        Font(UIFont.preferredFont(forTextStyle: .headline)).weight(.semibold)
    }

    var body: some View {
        HStack {
            Text(entry.title).font(titleFont)
            Spacer()
            Text(entry.date, style: .date)
                .font(Font(UIFont.preferredFont(forTextStyle: .caption1)).monospacedDigit())
        }
        .font(Font(UIFont.preferredFont(forTextStyle: .body)))
    }
}
