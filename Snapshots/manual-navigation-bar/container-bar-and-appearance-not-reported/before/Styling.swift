import UIKit

final class ThemedNavigationBar: UINavigationBar {
    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .systemRed
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class ThemedNavigationController: UINavigationController {
    let spareBar = ThemedNavigationBar()
}

enum Theme {
    static func apply() {
        UINavigationBar.appearance().tintColor = .systemRed
        UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self]).prefersLargeTitles = true
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        UINavigationBar.appearance().standardAppearance = appearance
    }

    static func makeNavigation(root: UIViewController) -> UINavigationController {
        UINavigationController(navigationBarClass: ThemedNavigationBar.self, toolbarClass: nil)
    }

    static func style(_ bar: UINavigationBar) {
        bar.prefersLargeTitles = true
    }

    static let defaultBarHeight = UINavigationBar().sizeThatFits(CGSize(width: 320, height: 100)).height
}

final class ListViewController: UIViewController {
    var barReference: UINavigationBar?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        barReference = navigationController?.navigationBar
        let hasBar = view.subviews.contains { $0 is UINavigationBar }
        print(hasBar)
    }
}
