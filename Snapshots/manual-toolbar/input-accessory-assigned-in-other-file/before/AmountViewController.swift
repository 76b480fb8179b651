import UIKit

final class AmountViewController: UIViewController {
    private let amountField = UITextField()
    private let noteView = UITextView()
    private let doneBar = KeyboardDoneBar()
    private let formattingBar = FormattingBarController()

    override func viewDidLoad() {
        super.viewDidLoad()
        amountField.inputAccessoryView = doneBar.toolbar
        noteView.inputAccessoryView = formattingBar.view
        view.addSubview(amountField)
        view.addSubview(noteView)
    }
}
