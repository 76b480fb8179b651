// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class PlantDatabase {
    static let shared = PlantDatabase()
    func open() {}
}

final class GardenViewController: UIViewController {}
