import UIKit

final class ComposeViewController: UIViewController {
    private let textView = UITextView()
    private let formatBar = FormatBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        formatBar.onBold = { [weak self] in self?.toggleTrait(.traitBold) }
        formatBar.onItalic = { [weak self] in self?.toggleTrait(.traitItalic) }
        view.addSubview(textView)
        view.addSubview(formatBar)
        textView.translatesAutoresizingMaskIntoConstraints = false
        formatBar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: formatBar.topAnchor),
            formatBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            formatBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            formatBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    private func toggleTrait(_ trait: UIFontDescriptor.SymbolicTraits) {}
}
