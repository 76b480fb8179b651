import UIKit

final class QuickNoteViewController: UIViewController {
    private let textView = UITextView()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.items = [
            UIBarButtonItem(image: UIImage(systemName: "checklist"), style: .plain, target: self, action: #selector(insertChecklist)),
            UIBarButtonItem(image: UIImage(systemName: "camera"), style: .plain, target: self, action: #selector(attachPhoto)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
        ]
        view.addSubview(textView)
        view.addSubview(toolbar)
        textView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    @objc private func insertChecklist() {}
    @objc private func attachPhoto() {}
    @objc private func done() { textView.resignFirstResponder() }
}
