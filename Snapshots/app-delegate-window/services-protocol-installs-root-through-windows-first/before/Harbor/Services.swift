import UIKit

/// What the app starts at launch.
protocol AppServices {
    func start()
}

enum ServiceContainer {
    static func make() -> AppServices { LiveServices() }
}

/// Shows the first screen once the services are up.
final class LiveServices: AppServices {
    func start() {
        UIApplication.shared.windows.first?.rootViewController = HomeViewController()
    }
}
