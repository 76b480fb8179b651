import UIKit

final class FloatingToolbar: UIView {
    func totalHorizontalInset() -> CGFloat {
        let total = layoutMargins.left * 2
        return total
    }

    func minimumWidth(for content: CGFloat) -> CGFloat {
        max(content, content + safeAreaInsets.left * 2)
    }
}
