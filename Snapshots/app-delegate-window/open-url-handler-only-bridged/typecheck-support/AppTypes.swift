// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class PlayerViewController: UIViewController {}

struct Episode {
    init?(url: URL) {
        return nil
    }
}

final class PlaybackQueue {
    static let shared = PlaybackQueue()
    func play(_ episode: Episode) {}
}

final class FeedRefresher {
    static let shared = FeedRefresher()
    func refreshIfStale() {}
}
