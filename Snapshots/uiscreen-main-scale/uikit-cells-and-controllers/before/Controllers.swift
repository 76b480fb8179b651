import UIKit

final class RootNavigationController: UINavigationController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigationBar.layer.borderWidth = 1 / UIScreen.main.scale
    }
}

final class SettingsTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        (44 * UIScreen.main.scale).rounded() / UIScreen.main.scale
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tabBar.layer.borderWidth = 1 / UIScreen.main.scale
    }
}
