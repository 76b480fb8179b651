import SwiftUI

struct HomeView: View {
    let store: HomeStore

    var body: some View {
        NavigationView {
            List(store.galleries) { gallery in
                Button(gallery.title) { store.send(.setNavigation(.detail(gallery.id))) }
            }
            .background(navigationLinks)
            .navigationTitle("Home")
        }
        .navigationViewStyle(.stack)
    }
}

// MARK: NavigationLinks
private extension HomeView {
    var navigationLinks: some View {
        NavigationLink(unwrapping: store.route, case: \.detail) { route in
            DetailView(store: store.scope(state: \.detailState, action: \.detail), gid: route.wrappedValue)
        }
    }
}

struct HomeView_Previews: PreviewProvider {
    static var previews: some View {
        HomeView(store: .init(initialState: .init()))
    }
}
