// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
// `ConnectedView` stands for a package's protocol: the case's tree does not declare it.
import SwiftUI

struct AppState {
    var unread: Int
}

protocol ConnectedView: View {
    associatedtype Props
    associatedtype V: View
    func map(state: AppState) -> Props
    func body(props: Props) -> V
}

extension ConnectedView {
    var body: some View { body(props: map(state: AppState(unread: 0))) }
}
