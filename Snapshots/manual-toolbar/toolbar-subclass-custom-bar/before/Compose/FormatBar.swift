import UIKit

final class FormatBar: UIToolbar {
    var onBold: (() -> Void)?
    var onItalic: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        items = [
            UIBarButtonItem(image: UIImage(systemName: "bold"), style: .plain, target: self, action: #selector(bold)),
            UIBarButtonItem(image: UIImage(systemName: "italic"), style: .plain, target: self, action: #selector(italic)),
            .flexibleSpace(),
        ]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func bold() { onBold?() }
    @objc private func italic() { onItalic?() }
}
