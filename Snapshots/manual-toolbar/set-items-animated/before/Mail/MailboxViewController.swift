import UIKit

final class MailboxViewController: UIViewController {
    private let tableView = UITableView()
    private let bottomToolbar = UIToolbar()

    private lazy var browseItems: [UIBarButtonItem] = [
        UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(filter)),
        .flexibleSpace(),
        UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose)),
    ]

    private lazy var editingItems: [UIBarButtonItem] = [
        UIBarButtonItem(title: "Mark All", style: .plain, target: self, action: #selector(markAll)),
        .flexibleSpace(),
        UIBarButtonItem(title: "Move", style: .plain, target: self, action: #selector(move)),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        bottomToolbar.setItems(browseItems, animated: false)
        view.addSubview(tableView)
        view.addSubview(bottomToolbar)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        bottomToolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bottomToolbar.topAnchor),
            bottomToolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottomToolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomToolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        self.bottomToolbar.setItems(editing ? editingItems : browseItems, animated: animated)
    }

    @objc private func filter() {}
    @objc private func compose() {}
    @objc private func markAll() {}
    @objc private func move() {}
}
