import UIKit

final class MarkdownEditorView: UIView {
    let textView = UITextView()
    private let toolbar = UIToolbar()
    var onPreview: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        toolbar.items = [
            UIBarButtonItem(title: "Heading", style: .plain, target: self, action: #selector(insertHeading)),
            UIBarButtonItem(title: "List", style: .plain, target: self, action: #selector(insertList)),
            .flexibleSpace(),
            UIBarButtonItem(title: "Preview", style: .plain, target: self, action: #selector(preview)),
        ]
        addSubview(textView)
        addSubview(toolbar)
        textView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: topAnchor),
            textView.leadingAnchor.constraint(equalTo: leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func insertHeading() { textView.insertText("# ") }
    @objc private func insertList() { textView.insertText("- ") }
    @objc private func preview() { onPreview?() }
}
