import UIKit

final class ShelfPosterView: UIView {
    let artwork = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        // Focused posters on tvOS get a thicker frame.
        artwork.layer.borderWidth = 3 / UIScreen.main.scale
    }
}
