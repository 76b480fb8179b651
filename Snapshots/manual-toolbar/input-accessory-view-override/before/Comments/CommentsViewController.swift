import UIKit

final class CommentsViewController: UIViewController {
    private let tableView = UITableView()
    private let commentField = UITextField()

    private lazy var composeBar: UIToolbar = {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        commentField.placeholder = "Add a comment"
        commentField.borderStyle = .roundedRect
        bar.items = [
            UIBarButtonItem(customView: commentField),
            UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send)),
        ]
        return bar
    }()

    override var canBecomeFirstResponder: Bool { true }

    override var inputAccessoryView: UIView? {
        return composeBar
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.keyboardDismissMode = .interactive
        view.addSubview(tableView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    @objc private func send() {
        commentField.text = nil
    }
}
