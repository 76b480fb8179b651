import SwiftUI

struct DetailView: View {
    let store: DetailStore
    let gid: String
    @State private var readerRoute: ReaderRoute?

    var body: some View {
        ScrollView {
            Text(store.title)
        }
        .background(navigationLinks)
        // A key path standing for the route's view builder: ReaderView is pushed.
        .navigationDestination(item: $readerRoute, destination: \.view)
    }
}

enum ReaderRoute: Hashable {
    case reader

    var view: some View {
        switch self {
        case .reader: ReaderView()
        }
    }
}

// MARK: NavigationLinks
private extension DetailView {
    // The destinations read `\.previews` and `\.comments` as key paths (TCA's
    // `scope`): the previews' builders are not what they reach.
    var navigationLinks: some View {
        Group {
            NavigationLink(unwrapping: store.route, case: \.previews) { _ in
                PreviewsView(store: store.scope(state: \.previewsState, action: \.previews), gid: gid)
            }
            NavigationLink(unwrapping: store.route, case: \.comments) { _ in
                CommentsView(store: store.scope(state: \.commentsState, action: \.comments))
            }
        }
    }
}

struct PreviewsView: View {
    let store: PreviewsStore
    let gid: String

    var body: some View {
        NavigationView {
            Text(gid)
        }
    }
}

struct CommentsView: View {
    let store: CommentsStore

    var body: some View {
        List(store.comments) { Text($0.text) }
    }
}

struct ReaderView: View {
    var body: some View {
        NavigationView {
            Text("Page")
        }
        .navigationViewStyle(.stack)
    }
}
