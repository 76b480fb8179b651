import UIKit

final class SettingsTableViewController: UITableViewController {
    private let options = ["Notifications", "Privacy", "Storage", "About"]
    private let toolbar = UIToolbar.init(frame: CGRect(x: 0, y: 0, width: 375, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        toolbar.items = [
            UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(resetSettings)),
            .flexibleSpace(),
            UIBarButtonItem(title: "Export", style: .plain, target: self, action: #selector(exportSettings)),
        ]
        view.addSubview(toolbar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        toolbar.frame = CGRect(x: 0, y: tableView.contentOffset.y + view.bounds.height - 44, width: view.bounds.width, height: 44)
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
}
