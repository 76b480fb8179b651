import UIKit

final class CheckoutViewController: UIViewController {
    private let spinner = UIActivityIndicatorView(style: .large)

    @objc private func payTapped() {
        view.window?.endEditing(true)
        spinner.startAnimating()
    }

    private func showReceipt(_ receipt: Receipt) {
        let banner = ReceiptBanner(receipt: receipt)
        view.window?.addSubview(banner)
        banner.frame = view.window!.bounds.insetBy(dx: 16, dy: 16)
    }
}
