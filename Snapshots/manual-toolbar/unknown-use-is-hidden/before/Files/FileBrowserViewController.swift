import UIKit

final class FileBrowserViewController: UIViewController {
    private let tableView = UITableView()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        toolbar.items = [
            UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(shareSelection)),
            .flexibleSpace(),
            UIBarButtonItem(title: "Delete", style: .plain, target: self, action: #selector(deleteSelection)),
        ]
        toolbar.isHidden = true
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        view.addSubview(toolbar)
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        toolbar.isHidden = !editing
    }

    @objc private func shareSelection() {}
    @objc private func deleteSelection() {}
}
