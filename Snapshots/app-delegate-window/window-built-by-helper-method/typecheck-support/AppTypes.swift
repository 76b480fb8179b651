// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum Appearance {
    static func apply() {}
}

final class LibraryViewController: UIViewController {
    enum Collection {
        case all
    }

    init(collection: Collection) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }
}
