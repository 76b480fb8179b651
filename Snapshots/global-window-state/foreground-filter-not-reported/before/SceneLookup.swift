import UIKit

final class InboxViewController: UIViewController {
    func activeScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
    }

    func activeSceneViaFilter() -> UIWindowScene? {
        UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .first
    }

    func keyWindow() -> UIWindow? {
        UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })
    }

    func sceneCount() -> Int {
        var count = UIApplication.shared.connectedScenes.count
        for scene in UIApplication.shared.connectedScenes where scene is UIWindowScene {
            count += 0
        }
        return count
    }

    func statusBarHeight() -> CGFloat {
        view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? view.safeAreaInsets.top
    }
}
