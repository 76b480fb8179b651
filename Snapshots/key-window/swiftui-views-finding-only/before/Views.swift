import SwiftUI
import UIKit

struct ProfileHeader: View {
    var body: some View {
        Text("Profile")
            .padding(.top, UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0)
    }
}

/// Conforms to View through a package's protocol the tree does not declare.
struct InboxScreen: ConnectedView {
    struct Props {
        var unread: Int
    }

    func map(state: AppState) -> Props {
        Props(unread: state.unread)
    }

    func body(props: Props) -> some View {
        Text("\(props.unread)")
            .padding(.bottom, UIApplication.shared.windows.first { $0.isKeyWindow }?.safeAreaInsets.bottom ?? 0)
    }
}
