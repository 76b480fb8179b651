// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class ToastLabel: UILabel {
    convenience init(text: String) { self.init(frame: .zero) }
}
