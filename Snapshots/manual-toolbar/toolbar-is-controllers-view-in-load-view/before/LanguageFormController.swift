import UIKit

final class LanguageFormController: UIViewController, DoneToolbarDelegate {
    private let languageField = UITextField()
    private var doneToolbarController: DoneToolbarController?

    override func viewDidLoad() {
        super.viewDidLoad()
        doneToolbarController = DoneToolbarController(caption: "Language", delegate: self)
        if let toolbarView = doneToolbarController?.view as? UIToolbar {
            languageField.inputAccessoryView = toolbarView
        }
        view.addSubview(languageField)
    }

    func doneToolbarDidFinish() {
        languageField.resignFirstResponder()
    }
}
