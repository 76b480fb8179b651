import UIKit

final class ArchiveViewController: UIViewController {
    private let tableView = UITableView()
    private let selectionBar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        setToolbarItems([
            UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sort)),
            .flexibleSpace(),
        ], animated: false)

        selectionBar.items = [
            UIBarButtonItem(title: "Restore", style: .plain, target: self, action: #selector(restoreSelection)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deleteSelection)),
        ]
        view.addSubview(tableView)
        view.addSubview(selectionBar)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        selectionBar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: selectionBar.topAnchor),
            selectionBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            selectionBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            selectionBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    @objc private func sort() {}
    @objc private func restoreSelection() {}
    @objc private func deleteSelection() {}
}
