import UIKit

final class DocumentViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let pageLabel = UILabel()
    private let toolbar = UIToolbar(frame: .zero)
    var allowsSharing = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .rewind, target: self, action: #selector(previousPage)),
            UIBarButtonItem(barButtonSystemItem: .fastForward, target: self, action: #selector(nextPage)),
        ]
        toolbar.items?.append(.flexibleSpace())
        toolbar.items?.append(UIBarButtonItem(customView: pageLabel))
        if allowsSharing {
            toolbar.items?.append(UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share)))
        }

        view.addSubview(toolbar)
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    func addBookmarkButton() {
        toolbar.items?.append(UIBarButtonItem(barButtonSystemItem: .bookmarks, target: self, action: #selector(showBookmarks)))
    }

    @objc private func previousPage() {}
    @objc private func nextPage() {}
    @objc private func share() {}
    @objc private func showBookmarks() {}
}
