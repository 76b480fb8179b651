import UIKit

// The width is read in `viewDidLoad` and passed to the helper that sizes
// the items; `logSize(_:)` gets it too but only prints it.
final class ColumnsViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        configureLayout(for: view.bounds.width, columns: 3)
        logSize(view.bounds.size)
    }

    private func configureLayout(for width: CGFloat, columns: Int) {
        let side = (width - 16) / CGFloat(columns)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 8
    }

    private func logSize(_ size: CGSize) {
        print("loaded at \(size.width)")
    }
}
