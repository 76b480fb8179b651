import UIKit

final class EntriesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
    }
}
