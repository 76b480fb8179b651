import UIKit

final class PreviewViewController: UIViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        let width: CGFloat
        if view.bounds.width > view.bounds.height {
            width = 260
        } else {
            width = view.bounds.width
        }
        // The size asked of the context-menu preview; the system decides.
        preferredContentSize = CGSize(width: width, height: 200)
    }
}

final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        reloadBackground()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func reloadBackground() {
        // The cell sizes its (selected) background view itself.
        let selectedView = UIView(frame: bounds)
        selectedView.backgroundColor = .blue
        selectedBackgroundView = selectedView
        backgroundView = UIView(frame: bounds)
    }
}
