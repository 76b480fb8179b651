// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class MapTileCache {
    static let shared = MapTileCache()
    func warmUp() {}
}

final class PlaceListViewController: UIViewController {}

final class PlaceDetailViewController: UIViewController {}
