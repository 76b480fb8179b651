// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct Photo {}

enum PhotoSortOrder {
    case date
    case name
}

final class AlbumModel: ObservableObject {
    @Published var photos: [Photo] = []
    func clearSelection() {}
    func sort(by order: PhotoSortOrder) {}
    func deleteAll() {}
}

struct PhotoGrid: View {
    let photos: [Photo]
    let isSelecting: Bool
    var body: some View { EmptyView() }
}
