// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

struct Theme {
    let interfaceStyle: UIUserInterfaceStyle
}

final class OnboardingViewController: UIViewController {}

enum DebugOverlay {
    static func install(in window: UIWindow?) {}
}

extension CAKeyframeAnimation {
    static let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
}
