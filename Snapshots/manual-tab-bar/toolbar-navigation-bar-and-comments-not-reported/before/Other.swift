import UIKit

final class ReaderViewController: UIViewController {
    private let toolbar = UIToolbar()
    private let navBar = UINavigationBar()
    // Old: private let tabBar = UITabBar()
    private let note = "UITabBar(frame: .zero)"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
        view.addSubview(navBar)
    }
}
