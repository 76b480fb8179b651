import UIKit

final class NotesViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground

        let composeItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose(_:)))
        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let countItem = UIBarButtonItem(title: "0 Notes", style: .plain, target: nil, action: nil)
        toolbar.items = [flexible, countItem, flexible, composeItem]

        view.addSubview(tableView)
        view.addSubview(toolbar)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    @objc private func compose(_ sender: UIBarButtonItem) {
        let editor = NoteEditorViewController()
        navigationController?.pushViewController(editor, animated: true)
    }
}
