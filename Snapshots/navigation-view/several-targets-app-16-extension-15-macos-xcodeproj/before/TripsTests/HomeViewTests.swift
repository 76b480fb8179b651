import XCTest
@testable import Trips

final class HomeViewTests: XCTestCase {
    func testBody() {
        _ = HomeView().body
    }
}
