import UIKit

final class CommentComposerViewController: UIViewController {
    private let textView = UITextView()
    private let titleField = UITextField()
    private let doneBar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textView)
        view.addSubview(titleField)
        doneBar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissKeyboard))]
        doneBar.sizeToFit()
        titleField.inputAccessoryView = self.doneBar
        textView.inputAccessoryView = makeKeyboardToolbar()
    }

    private func makeKeyboardToolbar() -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissKeyboard)),
        ]
        return toolbar
    }

    @objc private func dismissKeyboard() {
        view.endEditing(true)
    }
}
