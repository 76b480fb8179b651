import UIKit

protocol DoneToolbarDelegate: AnyObject {
    func doneToolbarDidFinish()
}

/// A controller whose view is a Done toolbar: other screens show it above a
/// picker keyboard.
final class DoneToolbarController: UIViewController {
    private let caption: String?
    private weak var delegate: DoneToolbarDelegate?

    init(caption: String? = nil, delegate: DoneToolbarDelegate? = nil) {
        self.caption = caption
        self.delegate = delegate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        var items: [UIBarButtonItem] = []
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        if let caption {
            let label = UILabel()
            label.text = caption
            items += [space, UIBarButtonItem(customView: label)]
        }
        items += [space, UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))]

        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        toolbar.isUserInteractionEnabled = true
        toolbar.setItems(items, animated: true)
        self.view = toolbar
    }

    @objc private func finish() {
        delegate?.doneToolbarDidFinish()
    }
}

/// The same shape with nothing else in the project using it: still the
/// controller's own view, not a bar at the bottom of a screen.
final class TimerBarController: UIViewController {
    override func loadView() {
        let bar = UIToolbar()
        bar.items = [UIBarButtonItem(barButtonSystemItem: .pause, target: nil, action: nil)]
        view = bar
    }
}
