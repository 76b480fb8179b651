import SwiftUI

/// Replaces `Font(UIFont.preferredFont(forTextStyle: .body))` from the old design.
struct NoteRow: View {
    let note: String

    var body: some View {
        // Font(UIFont.preferredFont(forTextStyle: .title1)) was too large here.
        Text("Font(UIFont.preferredFont(forTextStyle: .title1))")
            .font(.body)
        Text(note)
            .font(Font.system(.body, design: .rounded))
    }
}
