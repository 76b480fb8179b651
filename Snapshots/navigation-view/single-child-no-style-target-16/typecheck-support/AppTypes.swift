// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct Show: Identifiable {
    let id: Int
}

final class PodcastLibrary: ObservableObject {
    @Published var shows: [Show] = []
}

struct ShowDetailView: View {
    let show: Show
    var body: some View { EmptyView() }
}

struct ShowRow: View {
    let show: Show
    var body: some View { EmptyView() }
}
