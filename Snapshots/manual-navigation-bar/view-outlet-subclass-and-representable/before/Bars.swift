import SwiftUI
import UIKit

final class GradientNavigationBar: UINavigationBar {}

final class HeaderView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: frame.width, height: 44))
        addSubview(bar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ProfileViewController: UIViewController {
    @IBOutlet private weak var navigationBar: UINavigationBar!

    override func loadView() {
        super.loadView()
        view.addSubview(GradientNavigationBar.init(frame: .zero))
    }
}

struct LegacyBar: UIViewRepresentable {
    func makeUIView(context: Context) -> UINavigationBar {
        UINavigationBar()
    }

    func updateUIView(_ uiView: UINavigationBar, context: Context) {}
}
