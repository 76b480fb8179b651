import UIKit

final class DocumentViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let pageLabel = UILabel()
    var allowsSharing = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .rewind, target: self, action: #selector(previousPage)),
            UIBarButtonItem(barButtonSystemItem: .fastForward, target: self, action: #selector(nextPage)),
        ]
        toolbarItems?.append(.flexibleSpace())
        toolbarItems?.append(UIBarButtonItem(customView: pageLabel))
        if allowsSharing {
            toolbarItems?.append(UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share)))
        }
    }

    func addBookmarkButton() {
        toolbarItems?.append(UIBarButtonItem(barButtonSystemItem: .bookmarks, target: self, action: #selector(showBookmarks)))
    }

    @objc private func previousPage() {}
    @objc private func nextPage() {}
    @objc private func share() {}
    @objc private func showBookmarks() {}

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
