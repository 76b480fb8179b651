import SwiftUI

struct FavoritesView: View {
    let store: FavoritesStore

    var body: some View {
        NavigationStack {
            List(store.galleries) { gallery in
                Text(gallery.title)
            }
            .navigationTitle("Favorites")
        }
    }
}

struct FavoritesView_Previews: PreviewProvider {
    static var previews: some View {
        FavoritesView(store: .init(initialState: .init()))
    }
}
