import UIKit

class EmptyStateView: UIView {
    func setupView() {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.size.width * 0.9).isActive = true
        label.heightAnchor.constraint(lessThanOrEqualToConstant: UIScreen.main.bounds.height / 2).isActive = true
        addSubview(label)
        let side = UIScreen.main.bounds.width
        label.layoutMargins = UIEdgeInsets(top: 0, left: side / 10, bottom: 0, right: side / 10)
    }
}
