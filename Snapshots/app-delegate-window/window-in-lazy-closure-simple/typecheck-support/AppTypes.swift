// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

enum TideStation {
    static func loadBundledStations() {}
}

final class TideTableViewController: UIViewController {}
