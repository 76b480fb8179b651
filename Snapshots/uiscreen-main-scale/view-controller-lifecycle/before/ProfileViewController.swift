import UIKit

final class ProfileViewController: UIViewController {
    private let avatarView = UIImageView()

    override func loadView() {
        let root = UIView()
        root.layer.borderWidth = 1 / UIScreen.main.scale
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarView.layer.borderWidth = 2 / UIScreen.main.scale
        view.addSubview(avatarView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        avatarView.layer.shadowRadius = 3 / UIScreen.main.scale
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = (view.bounds.width / 3 * UIScreen.main.scale).rounded() / UIScreen.main.scale
        avatarView.frame = CGRect(x: 0, y: 0, width: side, height: side)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        avatarView.layer.borderWidth = 2 / UIScreen.main.scale
    }
}
