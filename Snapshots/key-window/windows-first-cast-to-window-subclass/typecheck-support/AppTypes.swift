// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

struct Theme {
    var tint: UIColor
}

final class ThemeWindow: UIWindow {
    func apply(_ theme: Theme) {}
}

final class LockWindow: UIWindow {}
