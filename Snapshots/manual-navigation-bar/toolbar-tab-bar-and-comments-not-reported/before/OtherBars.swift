import UIKit

final class CaptureViewController: UIViewController {
    private let toolbar = UIToolbar()
    private let tabs = UITabBar()
    // Old: let navBar = UINavigationBar()
    private let note = "UINavigationBar(frame: .zero)"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
        view.addSubview(tabs)
    }
}
