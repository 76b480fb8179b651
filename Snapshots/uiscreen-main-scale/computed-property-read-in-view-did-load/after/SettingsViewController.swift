import UIKit

final class SettingsViewController: UIViewController {
    private let tableView = UITableView()

    private var hairline: CGFloat {
        1 / max(traitCollection.displayScale, 1)
    }

    private var shadowWidth: CGFloat {
        2 / traitCollection.displayScale
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.layer.borderWidth = hairline
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.layer.shadowRadius = self.shadowWidth
    }
}
