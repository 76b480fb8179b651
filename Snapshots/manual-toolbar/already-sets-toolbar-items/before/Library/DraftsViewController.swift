import UIKit

// Already migrated: the navigation controller owns the toolbar.
final class DraftsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(newDraft)),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    @objc private func newDraft() {}
}
