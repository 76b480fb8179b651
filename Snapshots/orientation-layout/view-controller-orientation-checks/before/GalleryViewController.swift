import UIKit

final class GalleryViewController: UIViewController {
    private let stack = UIStackView()
    private var columns = 1

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        stack.axis = UIDevice.current.orientation.isLandscape ? .horizontal : .vertical
        if interfaceOrientation == .portrait {
            columns = 1
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        if UIDevice.current.orientation == .landscapeLeft || UIDevice.current.orientation == .landscapeRight {
            columns = 2
        }
    }

    func updateColumns() {
        switch UIDevice.current.orientation {
        case .landscapeLeft, .landscapeRight:
            columns = 3
        default:
            columns = 1
        }
        if view.window?.windowScene?.interfaceOrientation.isPortrait == true {
            columns = 1
        }
        // The replacement is not reported:
        if view.window?.windowScene?.effectiveGeometry.interfaceOrientation.isLandscape == true {
            columns = 2
        }
    }
}
