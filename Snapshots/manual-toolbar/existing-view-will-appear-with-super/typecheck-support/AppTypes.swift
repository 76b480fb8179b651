// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

struct Track {}

final class PlaylistStore {
    static let shared = PlaylistStore()
    var tracks: [Track] = []
}

final class Player {
    static let shared = Player()
    func play(_ tracks: [Track]) {}
}
