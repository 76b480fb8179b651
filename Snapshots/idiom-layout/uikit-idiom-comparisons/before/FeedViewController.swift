import UIKit

final class FeedViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1
        layout.itemSize = CGSize(width: view.bounds.width / CGFloat(columns), height: 120)
        if traitCollection.userInterfaceIdiom != .phone {
            layout.minimumInteritemSpacing = 24
        }
    }

    func sidebarWidth() -> CGFloat {
        if UI_USER_INTERFACE_IDIOM() == .pad {
            return 320
        }
        return 0
    }
}

extension FeedViewController {
    var showsSecondaryColumn: Bool {
        traitCollection.horizontalSizeClass == .regular && UIDevice.current.userInterfaceIdiom == .pad
    }
}
