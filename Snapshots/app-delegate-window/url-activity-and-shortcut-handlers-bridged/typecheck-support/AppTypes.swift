// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class EntriesViewController: UIViewController {}

final class ReminderScheduler {
    static let shared = ReminderScheduler()
    func reschedule() {}
}

final class DeepLinkRouter {
    static let shared = DeepLinkRouter()
    func open(_ url: URL) -> Bool {
        false
    }
}

enum QuickActions {
    static func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        false
    }
}
