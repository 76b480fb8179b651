// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class ConversationsViewController: UIViewController {}

final class ToastView: UIView {
    init(message: String) {
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }

    func present(for duration: TimeInterval) {}
}
