import UIKit

extension UIImageView {
    func showLoading() {
        let activityIndicator = UIActivityIndicatorView(style: .medium)
        activityIndicator.center = CGPoint(x: frame.size.width / 2, y: frame.size.height / 2)
        addSubview(activityIndicator)
        activityIndicator.startAnimating()
    }
}
