import UIKit

final class LoadingOverlayView: UIView {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let superview else { return }
        center = superview.center
    }
}

final class ToastPresenter {
    func present(_ toast: UIView, in window: UIWindow) {
        window.addSubview(toast)
        toast.center = window.center
    }

    func presentMenu(_ menu: UIView, over container: UIView) {
        container.addSubview(menu)
        menu.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
    }
}

final class ProgressHUD: UIView {
    private let spinner = UIActivityIndicatorView(style: .large)

    override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
