import UIKit

final class ProfileViewController: UIViewController {
    private let avatarView = UIImageView()

    override func loadView() {
        let root = UIView()
        root.layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarView.layer.borderWidth = 2 / max(traitCollection.displayScale, 1)
        view.addSubview(avatarView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        avatarView.layer.shadowRadius = 3 / traitCollection.displayScale
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = (view.bounds.width / 3 * traitCollection.displayScale).rounded() / traitCollection.displayScale
        avatarView.frame = CGRect(x: 0, y: 0, width: side, height: side)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        avatarView.layer.borderWidth = 2 / traitCollection.displayScale
    }
}
