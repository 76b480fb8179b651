import UIKit

final class BannerViewController: UIViewController {
    private let banner = UIView()
    private lazy var bannerHeight: CGFloat = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.safeAreaInsets.top ?? 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let frame = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.frame ?? .zero
        banner.frame = CGRect(x: 0, y: 0, width: frame.width, height: 44)
        view.addSubview(banner)
        configureInsets()
    }

    private func configureInsets() {
        let top = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.safeAreaInsets.top ?? 0
        additionalSafeAreaInsets.top = top
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let width = view.window?.bounds.width ?? 0
        banner.frame.size.width = width
    }
}

final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        if #available(iOS 13, *) {
            layer.borderWidth = 1 / (UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.screen.scale ?? 2)
        } else {
            layer.borderWidth = 1 / (UIApplication.shared.keyWindow?.screen.scale ?? 2)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = (window?.bounds.width ?? 0) / 100
    }
}
