import UIKit

/// A view with a `max` of its own: the guard of a review fix must name
/// `Swift.max`, or it would call the property.
final class RangeSliderView: UIView {
    var min: CGFloat = 0
    var max: CGFloat = 100
    private let track = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.layer.borderWidth = 1 / Swift.max(traitCollection.displayScale, 1)
        addSubview(track)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
