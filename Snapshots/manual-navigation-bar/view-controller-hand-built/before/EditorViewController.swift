import UIKit

final class EditorViewController: UIViewController {
    private let navBar = UINavigationBar()

    private lazy var secondaryBar: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = UINavigationItem(title: "Edit")
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        navBar.setItems([item], animated: false)
        view.addSubview(navBar)
        view.addSubview(secondaryBar)
    }

    @objc func done() {
        dismiss(animated: true)
    }
}
