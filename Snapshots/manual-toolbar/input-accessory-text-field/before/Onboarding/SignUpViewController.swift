import UIKit

final class SignUpViewController: UIViewController {
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let bioView = UITextView()
    private let keyboardToolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboardToolbar.items = [
            UIBarButtonItem(title: "Previous", style: .plain, target: self, action: #selector(previousField)),
            UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(nextField)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissKeyboard)),
        ]
        keyboardToolbar.sizeToFit()
        nameField.inputAccessoryView = keyboardToolbar
        emailField.inputAccessoryView = keyboardToolbar

        let bioToolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        bioToolbar.setItems([.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissKeyboard))], animated: false)
        bioView.inputAccessoryView = bioToolbar

        [nameField, emailField, bioView].forEach(view.addSubview)
    }

    @objc private func previousField() {
        if emailField.isFirstResponder { nameField.becomeFirstResponder() }
    }

    @objc private func nextField() {
        if nameField.isFirstResponder { emailField.becomeFirstResponder() }
    }

    @objc private func dismissKeyboard() {
        view.endEditing(true)
    }
}
