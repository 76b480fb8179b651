import UIKit

final class GridView: UIView {
    var lateral: CGFloat = 16
    var columns: CGFloat = 3

    func itemWidth() -> CGFloat {
        let available = bounds.width - ((lateral * 2) + (safeAreaInsets.left + safeAreaInsets.right))
        return (available - (columns - 1) * lateral) / columns
    }

    func spacing() -> CGFloat {
        return lateral * 3 + (layoutMargins.left + layoutMargins.right)
    }
}
