import SwiftUI

struct EntryRow: View {
    let entry: Entry

    private var titleFont: Font {
        Font.headline.weight(.semibold)
    }

    var body: some View {
        HStack {
            Text(entry.title).font(titleFont)
            Spacer()
            Text(entry.date, style: .date)
                .font(Font.caption.monospacedDigit())
        }
        .font(Font.body)
    }
}
