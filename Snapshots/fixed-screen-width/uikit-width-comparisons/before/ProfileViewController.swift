import UIKit

final class ProfileViewController: UIViewController {
    static let compactWidth: CGFloat = 375
    private let stack = UIStackView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if view.bounds.width <= 375 {
            stack.axis = .vertical
        }
        if UIScreen.main.bounds.size.width == 320 {
            stack.spacing = 4
        }
        stack.isLayoutMarginsRelativeArrangement = view.frame.width > 414.0
        if view.bounds.width - view.layoutMargins.left < Self.compactWidth {
            stack.distribution = .fillEqually
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        stack.axis = size.width < 768 ? .vertical : .horizontal
    }
}
