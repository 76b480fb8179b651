import UIKit

// The size set once is set again where the code runs on every pass: in
// `draw(_:)` (MessageKit's MessageLabel) or in a delegate callback of a
// zoomable view's layout (YPImagePicker's YPAssetViewContainer).
final class HighlightLabel: UILabel {
    private let highlight = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        highlight.frame = bounds
        addSubview(highlight)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        highlight.frame = bounds
        super.draw(rect)
    }
}

protocol ZoomableViewDelegate: AnyObject {
    func zoomableViewDidLayoutSubviews(_ view: UIView)
}

final class AssetContainerView: UIView, ZoomableViewDelegate {
    private let gridOverlay = UIView()

    init(frame: CGRect, zoomableView: UIView) {
        super.init(frame: frame)
        addSubview(gridOverlay)
        gridOverlay.frame = frame
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func zoomableViewDidLayoutSubviews(_ view: UIView) {
        gridOverlay.frame = bounds.intersection(view.frame)
    }
}
