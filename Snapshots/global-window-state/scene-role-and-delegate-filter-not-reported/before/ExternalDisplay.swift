import UIKit

final class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

final class GameViewController: UIViewController {
    func externalScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.first(where: { $0.session.role == .windowExternalDisplay }) as? UIWindowScene
    }

    func externalSceneByDelegate() -> UIScene? {
        UIApplication.shared.connectedScenes.first { $0.delegate is ExternalDisplaySceneDelegate }
    }

    func anyWindowScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene
    }
}
