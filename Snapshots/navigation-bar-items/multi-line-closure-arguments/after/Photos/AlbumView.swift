import SwiftUI

struct AlbumView: View {
    @ObservedObject var album: AlbumModel
    @State private var isSelecting = false

    var body: some View {
        PhotoGrid(photos: album.photos, isSelecting: isSelecting)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: {
                        withAnimation {
                            isSelecting.toggle()
                        }
                        album.clearSelection()
                    }) {
                        Text(isSelecting ? "Stop" : "Select")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Sort by Date") { album.sort(by: .date) }
                        Button("Sort by Name") { album.sort(by: .name) }
                        Divider()
                        Button(role: .destructive) {
                            album.deleteAll()
                        } label: {
                            Label("Delete All", systemImage: "trash")
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down.circle")
                    }
                }
            }
    }
}
