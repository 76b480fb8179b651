import UIKit

final class CheckoutViewController: UIViewController {
    private let spinner = UIActivityIndicatorView(style: .large)

    @objc private func payTapped() {
        UIApplication.shared.keyWindow?.endEditing(true)
        spinner.startAnimating()
    }

    private func showReceipt(_ receipt: Receipt) {
        let banner = ReceiptBanner(receipt: receipt)
        UIApplication.shared.keyWindow?.addSubview(banner)
        banner.frame = UIApplication.shared.keyWindow!.bounds.insetBy(dx: 16, dy: 16)
    }
}
