import UIKit

final class SettingsTableViewController: UITableViewController {
    private let options = ["Notifications", "Privacy", "Storage", "About"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        toolbarItems = [
            UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(resetSettings)),
            .flexibleSpace(),
            UIBarButtonItem(title: "Export", style: .plain, target: self, action: #selector(exportSettings)),
        ]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = options[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    @objc private func resetSettings() {}
    @objc private func exportSettings() {}

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
