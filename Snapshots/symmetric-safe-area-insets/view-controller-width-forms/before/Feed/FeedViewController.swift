import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let contentWidth = view.bounds.width - view.safeAreaInsets.left * 2
        let cardWidth = view.bounds.width - 2 * view.safeAreaInsets.right
        let bannerWidth = view.frame.width - (view.safeAreaInsets.left * 2)
        let scaled = view.bounds.width - view.safeAreaInsets.left * 2.0
        layout(contentWidth, cardWidth, bannerWidth, scaled)
    }

    private func layout(_ widths: CGFloat...) {}
}
