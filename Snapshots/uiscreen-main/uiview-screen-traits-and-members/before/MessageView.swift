import UIKit

final class MessageView: UIView {
    private let stack = UIStackView()

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.axis = UIScreen.main.traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
        alpha = UIScreen.main.brightness < 0.2 ? 0.9 : 1
    }
}

final class ReaderViewController: UIViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let compact = UIScreen.main.traitCollection.horizontalSizeClass == .compact
        view.layoutMargins = compact ? .zero : UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    }
}
