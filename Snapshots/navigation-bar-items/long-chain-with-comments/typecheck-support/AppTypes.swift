// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct Post: Identifiable {
    let id: Int
}

final class FeedModel: ObservableObject {
    @Published var posts: [Post] = []
    func reload() async {}
    func load() async {}
}

struct PostRow: View {
    let post: Post
    var body: some View { EmptyView() }
}

struct ComposeView: View {
    var body: some View { EmptyView() }
}
