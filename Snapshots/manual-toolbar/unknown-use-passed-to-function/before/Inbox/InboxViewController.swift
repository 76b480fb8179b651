import UIKit

enum Theme {
    static func style(_ toolbar: UIToolbar) {
        toolbar.barStyle = .black
        toolbar.tintColor = .systemYellow
    }
}

final class InboxViewController: UIViewController {
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        Theme.style(toolbar)
        toolbar.items = [
            UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose)),
        ]
        view.addSubview(toolbar)
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    @objc private func edit() {}
    @objc private func compose() {}
}
