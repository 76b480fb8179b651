// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum CrashReporter {
    static func start() {}
}

final class MapViewController: UIViewController {
    enum Region {
        case `default`
    }

    init(region: Region, showsTraffic: Bool) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }
}
