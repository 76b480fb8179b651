import UIKit

final class CurvedTabBar: UITabBar {
    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .systemBlue
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(CurvedTabBar(), forKey: "tabBar")
        tabBar.items?.first?.badgeValue = "1"
        let appearance = UITabBarAppearance()
        appearance.configureWithDefaultBackground()
        tabBar.standardAppearance = appearance
    }
}

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarController?.tabBar.isHidden = true
        UITabBar.appearance().tintColor = .systemOrange
        tabBarItem = UITabBarItem(title: "Detail", image: nil, tag: 2)
        let height = UITabBar().sizeThatFits(view.bounds.size).height
        print(height)
    }

    func style(_ bar: UITabBar) {
        bar.isTranslucent = false
    }
}
