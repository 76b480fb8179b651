import UIKit

final class FeedDataSource: NSObject, UITableViewDataSource {
    var rows: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.layer.borderWidth = 1 / UIScreen.main.scale
        return cell
    }
}
