// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class TrailDatabase {
    static let shared = TrailDatabase()
    func migrateIfNeeded() {}
}

final class ExploreViewController: UIViewController {}

final class SavedTrailsViewController: UIViewController {}

final class ProfileViewController: UIViewController {}
