// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum Analytics {
    static func start() {}
}

final class InboxViewController: UIViewController {}
