import SwiftUI

struct FavoritesView: View {
    let store: FavoritesStore

    var body: some View {
        NavigationView {
            List(store.galleries) { gallery in
                Text(gallery.title)
            }
            .navigationTitle("Favorites")
        }
        .navigationViewStyle(.stack)
    }
}

struct FavoritesView_Previews: PreviewProvider {
    static var previews: some View {
        FavoritesView(store: .init(initialState: .init()))
    }
}
