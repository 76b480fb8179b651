import UIKit

final class GalleryViewController: UIViewController {
    private let grid = UIView()
    private let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(grid)
        updateGridLines()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateGridLines()
        updateFooter()
    }

    private func updateGridLines() {
        grid.layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
    }

    private func updateFooter() {
        footer.frame.size.height = 44 + 1 / traitCollection.displayScale
    }
}
