import UIKit

final class MailboxViewController: UIViewController {
    private let tableView = UITableView()

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
        setToolbarItems(browseItems, animated: false)
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        self.setToolbarItems(editing ? editingItems : browseItems, animated: animated)
    }

    @objc private func filter() {}
    @objc private func compose() {}
    @objc private func markAll() {}
    @objc private func move() {}

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
