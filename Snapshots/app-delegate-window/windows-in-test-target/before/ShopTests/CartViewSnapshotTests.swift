import XCTest
import UIKit
@testable import Shop

final class CartViewSnapshotTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
    }

    func testEmptyCart() {
        let controller = CartViewController(cart: .empty)
        window.rootViewController = controller
        XCTAssertEqual(controller.view.window, window)
    }
}
