import UIKit

final class AccountViewController: ThemedViewController {
    private let headerLine = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = 1 / traitCollection.displayScale
        headerLine.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
    }

    func rowHeight(for lines: Int) -> CGFloat {
        let raw = CGFloat(lines) * 17.5 + 16
        return (raw * max(traitCollection.displayScale, 1)).rounded(.up) / max(traitCollection.displayScale, 1)
    }
}
