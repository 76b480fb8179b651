import UIKit

/// Builds the Done bar shown above number pads; screens assign its toolbar
/// to their fields' inputAccessoryView.
final class KeyboardDoneBar: NSObject {
    let toolbar = UIToolbar()

    override init() {
        super.init()
        toolbar.sizeToFit()
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
        ]
    }
}

/// A controller whose whole view is shown above the keyboard.
final class FormattingBarController: UIViewController {
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        view.addSubview(toolbar)
    }
}
