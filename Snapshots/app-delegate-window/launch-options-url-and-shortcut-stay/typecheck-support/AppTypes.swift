// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class TicketListViewController: UIViewController {}

final class TicketLinkHandler {
    static let shared = TicketLinkHandler()
    func handle(_ url: URL) {}
}

final class QuickActionHandler {
    static let shared = QuickActionHandler()
    var pending: UIApplicationShortcutItem?
}
