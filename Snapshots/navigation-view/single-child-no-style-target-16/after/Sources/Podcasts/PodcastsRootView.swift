import SwiftUI

struct PodcastsRootView: View {
    @ObservedObject var library: PodcastLibrary

    var body: some View {
        NavigationStack {
            List(library.shows) { show in
                NavigationLink(destination: ShowDetailView(show: show)) {
                    ShowRow(show: show)
                }
            }
            .navigationTitle("Podcasts")
        }
    }
}
