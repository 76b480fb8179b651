// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class PlantCatalog {
    static let shared = PlantCatalog()
    func preload() {}
}

final class GardenViewController: UIViewController {
    enum Layout {
        case grid
    }

    init(layout: Layout, showsWateringHints: Bool) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }
}

enum WateringReminder {
    static func rescheduleAll() {}
}
