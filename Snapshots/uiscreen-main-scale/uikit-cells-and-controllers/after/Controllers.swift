import UIKit

final class RootNavigationController: UINavigationController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigationBar.layer.borderWidth = 1 / traitCollection.displayScale
    }
}

final class SettingsTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        (44 * traitCollection.displayScale).rounded() / traitCollection.displayScale
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tabBar.layer.borderWidth = 1 / traitCollection.displayScale
    }
}
