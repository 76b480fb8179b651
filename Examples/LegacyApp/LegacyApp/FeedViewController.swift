import SwiftUI
import UIKit

final class FeedViewController: BaseViewController, UITableViewDataSource {

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let toolbar = UIToolbar()
    private lazy var thumbnailBorderWidth: CGFloat = 2 / UIScreen.main.scale
    private var posts: [String] = (1...30).map { "Post #\($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
        tableView.estimatedRowHeight = UIScreen.main.bounds.width / 4
        tableView.layer.borderWidth = 1 / UIScreen.main.scale
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(composeTapped))
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let settings = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(settingsTapped))
        toolbar.items = [compose, space, settings]
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)

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

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let contentWidth = view.bounds.width - view.safeAreaInsets.left * 2
        let rowHeight = (contentWidth / 4 * UIScreen.main.scale).rounded() / UIScreen.main.scale
        if tableView.rowHeight != rowHeight {
            tableView.rowHeight = rowHeight
        }
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        cell.textLabel?.text = posts[indexPath.row]
        cell.imageView?.layer.borderWidth = thumbnailBorderWidth
        return cell
    }

    // MARK: - Actions

    @objc private func composeTapped() {
        AlertPresenter.present(title: "New post", message: "Posting is not available in this sample.")
    }

    @objc private func settingsTapped() {
        let settings = SettingsView(onDismiss: { [weak self] in
            self?.dismiss(animated: true)
        })
        present(UIHostingController(rootView: settings), animated: true)
    }
}
