import UIKit

final class MapViewController: UIViewController {
    private let panel = UIView()

    // One decision split by availability: reported at the iOS 13 branch only.
    var isWide: Bool {
        if #available(iOS 13.0, *) {
            return view.window?.windowScene?.interfaceOrientation.isLandscape ?? false
        } else {
            return UIApplication.shared.statusBarOrientation.isLandscape
        }
    }

    // The same with a binding in the condition: reported once.
    func placePanel() {
        if #available(iOS 13.0, *), let scene = view.window?.windowScene {
            panel.isHidden = scene.interfaceOrientation.isPortrait
        } else {
            panel.isHidden = UIApplication.shared.statusBarOrientation.isPortrait
        }
    }

    // Only the fallback reads an orientation: still reported there.
    func showPanel() {
        if #available(iOS 13.0, *) {
            panel.isHidden = traitCollection.horizontalSizeClass == .compact
        } else {
            panel.isHidden = UIApplication.shared.statusBarOrientation.isPortrait
        }
    }
}
