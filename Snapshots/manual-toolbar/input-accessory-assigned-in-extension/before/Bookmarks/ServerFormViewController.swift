import UIKit

final class ServerFormViewController: UITableViewController {
    private let urlField = UITextField()

    lazy var inputToolbar: UIToolbar = {
        let toolbar = UIToolbar()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(endEditing))
        toolbar.setItems([UIBarButtonItem(systemItem: .flexibleSpace), done], animated: false)
        toolbar.sizeToFit()
        return toolbar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        urlField.delegate = self
    }

    @objc private func endEditing() {
        view.endEditing(true)
    }
}

// MARK: - UITextFieldDelegate
extension ServerFormViewController: UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) {
        textField.inputAccessoryView = inputToolbar
    }
}
