import SwiftUI

struct TabBarView: View {
    let store: AppStore

    var body: some View {
        TabView {
            HomeView(store: store.scope(state: \.homeState, action: \.home))
                .tabItem { Label("Home", systemImage: "house") }
            FavoritesView(store: store.scope(state: \.favoritesState, action: \.favorites))
                .tabItem { Label("Favorites", systemImage: "heart") }
        }
    }
}
