import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let contentWidth = view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right
        let cardWidth = view.bounds.width - view.safeAreaInsets.right - view.safeAreaInsets.left
        let bannerWidth = view.frame.width - view.safeAreaInsets.left - view.safeAreaInsets.right
        let scaled = view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right
        layout(contentWidth, cardWidth, bannerWidth, scaled)
    }

    private func layout(_ widths: CGFloat...) {}
}
