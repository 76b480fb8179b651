// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class BannerViewController: UIViewController {
    init(text: String) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }
}
