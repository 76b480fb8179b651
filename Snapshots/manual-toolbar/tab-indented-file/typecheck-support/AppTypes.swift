// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class CookingTimerViewController: UIViewController {}

final class ShoppingList {
	static let shared = ShoppingList()
	func add(_ ingredients: [String]) {}
}
