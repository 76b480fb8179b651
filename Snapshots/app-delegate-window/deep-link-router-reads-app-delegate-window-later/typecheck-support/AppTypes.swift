// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum Analytics {
    static func start() {}
}

final class PageViewController: UIViewController {
    init(path: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
