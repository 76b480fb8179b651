import UIKit

final class KeyboardViewController: UIViewController {
    private let footer = UIView()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(footer)
        // Runs on every rotation notification, not once.
        observer = NotificationCenter.default.addObserver(forName: Notification.Name("rotated"), object: nil, queue: nil) { [weak self] _ in
            guard let self else { return }
            self.footer.frame = CGRect(x: 0, y: 0, width: self.view.bounds.width, height: 44)
        }
    }
}

final class GalleryViewController: UIViewController {
    let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: view.bounds.width / 2, height: 100)
    }
}
