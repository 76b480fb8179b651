import UIKit

final class BadgeViewController: UIViewController {
    private let badge = UIView()
    private let button = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        registerForTraitChanges([UITraitDisplayScale.self]) { (self: Self, _: UITraitCollection) in
            self.badge.layer.borderWidth = 1 / UIScreen.main.scale
            self.updateShadow()
        }
    }

    private func updateShadow() {
        badge.layer.shadowRadius = 3 / UIScreen.main.scale
    }

    @objc private func tapped() {
        badge.layer.cornerRadius = 8 / UIScreen.main.scale
    }
}
