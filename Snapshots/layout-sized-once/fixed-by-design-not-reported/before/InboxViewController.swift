import UIKit

final class InboxViewController: UIViewController {
    private var tableView: UITableView!
    private let backgroundView = UIView()

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Follows its superview through the autoresizing mask.
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        backgroundView.frame = view.bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(backgroundView, at: 0)
        // The table view sizes its header's width itself.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 120))
        tableView.tableHeaderView = header
    }
}

final class AvatarBadgeView: UIView {
    private let ring = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.frame = bounds
        addSubview(ring)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.layer.cornerRadius = bounds.width / 2
    }
}
