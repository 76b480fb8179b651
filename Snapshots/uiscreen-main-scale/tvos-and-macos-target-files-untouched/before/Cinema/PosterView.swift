import UIKit

final class PosterView: UIView {
    let artwork = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        artwork.layer.borderWidth = 1 / UIScreen.main.scale
    }
}
