import UIKit

final class IssuesViewController: BaseListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Set early for the pager; the base class lays it out again on every pass.
        collectionView.frame = view.bounds
    }
}
