import UIKit

final class PanelController: UIViewController {}

final class MapViewController: UIViewController {
    private let panel = PanelController()
    private var listView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        layoutPanel()
        let container = UIView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(container)
        listView = UITableView(frame: container.bounds, style: .plain)
        container.addSubview(listView)
        listView.pinEdgesToSuperview()
    }

    private func layoutPanel() {
        addChild(panel)
        view.addSubview(panel.view)
        panel.view.frame = view.bounds // for the safe area on first layout
        panel.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            panel.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            panel.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        panel.didMove(toParent: self)
    }
}

extension UIView {
    func pinEdgesToSuperview() {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: superview.topAnchor),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor),
            leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor),
        ])
    }
}
