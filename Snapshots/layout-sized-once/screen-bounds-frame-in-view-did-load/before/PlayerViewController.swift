import UIKit

final class PlayerViewController: UIViewController {
    private let controlsBar = UIView()
    private var artworkView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let screen = UIScreen.main.bounds
        controlsBar.frame = CGRect(x: 0, y: screen.height - 88, width: screen.width, height: 88)
        view.addSubview(controlsBar)
        artworkView = UIImageView(frame: CGRect(x: 20, y: 80, width: UIScreen.main.bounds.width - 40, height: UIScreen.main.bounds.width - 40))
        view.addSubview(artworkView)
    }
}
