// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class HomeViewController: UIViewController {}
