import SwiftUI

/// Conforms to View through a package's protocol the tree does not declare.
struct InboxScreen: ConnectedView {
    struct Props {
        var unread: Int
    }

    func map(state: AppState) -> Props {
        Props(unread: state.unread)
    }

    func body(props: Props) -> some View {
        List {
            Text("\(props.unread) unread")
        }
        .navigationBarTitle("Inbox")
        .navigationBarItems(trailing: Button("Done") { })
    }
}

/// A row builder outside any view type.
final class Screens {
    @ViewBuilder
    func settings() -> some View {
        Text("Settings")
            .navigationBarTitle("Settings", displayMode: .inline)
    }
}
