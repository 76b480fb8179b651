import UIKit

final class BannerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        frame.origin.y = UIApplication.shared.statusBarFrame.size.height
    }

    func hostScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidBecomeActive(_ scene: UIScene) {
        let current = UIApplication.shared.connectedScenes.first
        print(current?.title ?? "")
    }
}
