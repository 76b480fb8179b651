import UIKit

// The table view sizes its footer view, not the button inside it (tinode).
final class ChatListViewController: UITableViewController {
    private var archivedFooter: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        setup()
    }

    private func setup() {
        archivedFooter = UIView(frame: CGRect(x: 0, y: 0, width: tableView.frame.width, height: 30))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: tableView.frame.width, height: 30))
        button.setTitle("Archived Chats", for: .normal)
        archivedFooter?.addSubview(button)
        tableView.tableFooterView = archivedFooter
    }
}
