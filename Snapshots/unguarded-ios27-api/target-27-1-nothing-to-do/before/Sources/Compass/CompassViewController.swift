import UIKit

final class CompassViewController: UIViewController {
    private let shareItem = UIBarButtonItem(systemItem: .action)
    private let compassItem = UIBarButtonItem(customView: CompassView())
    private let overlay = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [shareItem, compassItem]
        shareItem.visibilityPriority = .high
        compassItem.axisBehavior = .verticalPreferred
        compassItem.badge = .count(7)

        // Let the tab bar give way to our items.
        navigationItem.verticalBarCompressionBehavior = .prefersBarItems
        UIView.animate(withDuration: 0.25) { self.setNeedsUpdateOfVerticalBarConfiguration() }
        navigationItem.additionalOverflowItems = UIDeferredMenuElement { provider in
            provider([])
        }
    }

    func layoutOverlay() {
        let regions = view.reservedRegions(kind: .division)
        overlay.frame = regions.first?.frame ?? view.bounds
    }

    func dividerFrames() -> [CGRect] {
        return view.reservedRegions(kind: .division).map(\.frame)
    }
}
