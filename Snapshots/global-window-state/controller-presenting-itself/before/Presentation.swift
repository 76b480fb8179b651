import UIKit

extension UIViewController {
    func presentFromTop() {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
        scene.windows.first?.rootViewController?.present(self, animated: true)
    }

    func sceneOfThisController() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }
}
