import UIKit

final class GalleryViewController: UICollectionViewController {
    @IBOutlet private weak var emptyLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        emptyLabel.isHidden = !PhotoLibraryObserver.shared.assets.isEmpty
    }
}
