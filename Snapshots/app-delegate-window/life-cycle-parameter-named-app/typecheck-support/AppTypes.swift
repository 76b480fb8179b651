// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class HabitListViewController: UIViewController {}

final class HabitStore {
    static let shared = HabitStore()
    func flush() {}
}

final class Settings {
    struct App {
        var lastOpened: Date?
    }
    static let shared = Settings()
    var app = App()
}

enum ReminderBanner {
    static func showRefreshDisabled() {}
}
