import UIKit

final class CheckoutViewController: UIViewController {
    private let payButton = UIButton(type: .system)

    func confirm() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            payButton.frame.size.width = view.bounds.width - 32
        }
    }
}

extension CheckoutViewController {
    func layoutButtons(_ stack: UIStackView) {
        let isPad = UIDevice.current.userInterfaceIdiom == .pad
        print("layout")
        stack.axis = isPad ? .horizontal : .vertical
    }
}
