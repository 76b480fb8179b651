import SwiftUI
import UIKit

final class PillTabBar: UITabBar {}

final class SectionSwitcherView: UIView {
    private let bar = UITabBar.init(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(bar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class StoreViewController: UIViewController {
    @IBOutlet var sectionsBar: UITabBar?

    override func viewDidLoad() {
        super.viewDidLoad()
        let pills = PillTabBar()
        view.addSubview(pills)
    }
}

struct SectionsBar: UIViewRepresentable {
    func makeUIView(context: Context) -> UITabBar {
        let bar = UITabBar()
        return bar
    }

    func updateUIView(_ uiView: UITabBar, context: Context) {}
}
