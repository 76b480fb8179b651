import SwiftUI

/// Our own two-pane container (predates the system `ArrangementView`).
struct ArrangementView<Primary: View, Secondary: View>: View {
    let primary: Primary
    let secondary: Secondary

    var body: some View {
        HStack { primary; secondary }
    }
}

struct InboxButton: View {
    var body: some View {
        Button("Inbox") {}
            .badge(7)
    }
}
