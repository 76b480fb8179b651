import UIKit

extension UIScreen {
    var isExtraCompactHeight: Bool { bounds.height < 600 }
}

/// Reduced from altstoreio/AltStore (session 22): the screen read in
/// `viewDidLoad`, and in a helper it calls, before the view has a window.
final class AuthenticationViewController: UIViewController {
    private let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        if UIScreen.main.isExtraCompactHeight {
            stackView.spacing = 8
        }
        configureLayout()
    }

    private func configureLayout() {
        stackView.isLayoutMarginsRelativeArrangement = UIScreen.main.isExtraCompactHeight
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print(UIScreen.main.isExtraCompactHeight)
    }
}
