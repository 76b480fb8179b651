import UIKit

final class ListViewController: UIViewController {
    private let hud = UIView()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let emptyLabel = UILabel()

    func showLoading() {
        view.addSubview(hud)
        hud.center = view.center
        spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        emptyLabel.center = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
    }
}
