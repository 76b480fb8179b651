import UIKit

/// Shared behaviour for every screen of the app.
class BaseViewController: UIViewController {

    /// Thickness of section separators drawn by subclasses.
    var separatorThickness: CGFloat {
        1 / UIScreen.main.scale
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        Analytics.shared.track("screen_\(String(describing: type(of: self)))")
    }

    func showError(_ error: Error) {
        AlertPresenter.present(title: "Something went wrong", message: error.localizedDescription)
    }
}
