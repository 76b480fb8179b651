// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit
import UserNotifications

final class Analytics {
    enum Event {
        case appLaunched
    }

    static let shared = Analytics()
    func configure(apiKey: String) {}
    func track(_ event: Event) {}
}

enum AppSecrets {
    static let analyticsKey = ""
}

final class InboxViewController: UIViewController {
    final class Store {
        static let shared = Store()
    }

    init(store: Store) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }
}

final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NotificationRouter()
}

final class PushTokenStore {
    static let shared = PushTokenStore()
    func save(_ deviceToken: Data) {}
}
