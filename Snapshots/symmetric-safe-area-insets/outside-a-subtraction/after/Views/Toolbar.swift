import UIKit

final class FloatingToolbar: UIView {
    func totalHorizontalInset() -> CGFloat {
        let total = (layoutMargins.left + layoutMargins.right)
        return total
    }

    func minimumWidth(for content: CGFloat) -> CGFloat {
        max(content, content + (safeAreaInsets.left + safeAreaInsets.right))
    }
}
