import UIKit

final class HomeViewController: UIViewController, UITabBarDelegate {
    private let tabBar = UITabBar()

    private lazy var filterBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.items = [UITabBarItem(title: "All", image: nil, tag: 0)]
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.items = [
            UITabBarItem(tabBarSystemItem: .favorites, tag: 0),
            UITabBarItem(tabBarSystemItem: .history, tag: 1),
        ]
        tabBar.delegate = self
        view.addSubview(tabBar)
        view.addSubview(filterBar)
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        print(item.tag)
    }
}
