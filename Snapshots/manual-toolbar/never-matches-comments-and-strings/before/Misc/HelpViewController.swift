import UIKit

/// Shows help text. Older builds used a hand-built bar:
/// `let toolbar = UIToolbar()`, `toolbar.items = [done]`, `view.addSubview(toolbar)`.
struct ToolbarModel {
    var items: [String] = []
    var isVisible = true
}

final class HelpViewController: UIViewController {
    // private let toolbar = UIToolbar()
    private var toolbar = ToolbarModel()
    private let toolbarView = UIStackView()
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // toolbar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
        toolbar.items = ["Back", "Contents"]
        hintLabel.text = "Tip: toolbar.items = [...] and view.addSubview(toolbar) are gone; use UIToolbar() sparingly."
        let raw = #"UIToolbar(frame: .zero).setItems([], animated: false)"#
        let multiLine = """
            let bar = UIToolbar.init()
            view.addSubview(bar)
            """
        print(raw, multiLine)
        for title in toolbar.items {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            toolbarView.addArrangedSubview(button)
        }
        view.addSubview(toolbarView)
        view.addSubview(hintLabel)
    }
}
