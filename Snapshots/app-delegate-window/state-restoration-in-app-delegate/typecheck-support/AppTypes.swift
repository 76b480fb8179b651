// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum Settings {
    static var justUpgraded: Bool { false }
}

final class HomeViewController: UIViewController {}
