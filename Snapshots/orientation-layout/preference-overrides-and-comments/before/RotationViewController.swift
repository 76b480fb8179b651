import UIKit

/// Only landscape while a video plays; `UIDevice.current.orientation.isLandscape`
/// is mentioned here in a doc comment only.
final class RotationViewController: UIViewController {
    var isPlaying = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if UIDevice.current.orientation.isLandscape || isPlaying {
            return .landscape
        }
        return .all
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIApplication.shared.statusBarOrientation
    }

    override var shouldAutorotate: Bool {
        !UIDevice.current.orientation.isFlat
    }

    func describe() -> String {
        // if UIDevice.current.orientation.isLandscape { … }
        /* interfaceOrientation == .portrait */
        let note = "UIApplication.shared.statusBarOrientation is deprecated"
        return note + #"windowScene.interfaceOrientation"#
    }

    func rotate(interfaceOrientation: UIInterfaceOrientation) -> Bool {
        let traits = UITraitCollection(horizontalSizeClass: .regular)
        return traits.horizontalSizeClass == .regular && interfaceOrientation.isLandscape
    }
}
