import UIKit

final class BrowserViewController: UIViewController {
    private let queue = DispatchQueue.main
    private let stack = UIStackView()

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // Analytics only: a delayed pixel fired from a work item.
        if UIDevice.current.orientation.isLandscape {
            let work = DispatchWorkItem { Pixel.fire(.browserLandscape) }
            queue.asyncAfter(deadline: .now() + 1, execute: work)
        }
        if UIDevice.current.orientation.isPortrait {
            os_log("rotated to portrait")
        }
        // Layout: still reported, also next to logging.
        if UIDevice.current.orientation.isLandscape {
            Analytics.track("landscape")
            stack.axis = .horizontal
        }
    }
}
