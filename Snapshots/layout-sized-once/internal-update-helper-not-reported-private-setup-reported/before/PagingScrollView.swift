import UIKit

// `updateFrame(_:)` is internal and the browser calls it on every layout
// pass from another file (SKPhotoBrowser): not a helper that runs once.
// The pagination view's private setup helpers are: their buttons stay
// where `init` put them when the browser re-frames the view.
final class PagingScrollView: UIScrollView {
    private let sideMargin: CGFloat = 10

    init(frame: CGRect, pages: Int) {
        super.init(frame: frame)
        updateFrame(frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func updateFrame(_ bounds: CGRect) {
        var frame = bounds
        frame.size.width += 2 * sideMargin
        self.frame = frame
        updateContentSize()
    }

    func updateContentSize() {
        contentSize = CGSize(width: bounds.size.width * 3, height: bounds.size.height)
    }
}

final class PaginationView: UIView {
    convenience init(frame: CGRect, pages: Int) {
        self.init(frame: frame)
        setupPrevButton()
    }

    func updateFrame(frame: CGRect) {
        self.frame = CGRect(x: 0, y: frame.height - 100, width: frame.width, height: 100)
    }
}

private extension PaginationView {
    func setupPrevButton() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.center = CGPoint(x: frame.width / 2 - 100, y: frame.height / 2)
        addSubview(button)
    }
}
