// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class AudioSessionController {
    static let shared = AudioSessionController()
    func activate() {}
}

final class MetronomeViewController: UIViewController {}
