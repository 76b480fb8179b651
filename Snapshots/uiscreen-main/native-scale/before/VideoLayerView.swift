import UIKit

final class VideoLayerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.contentsScale = UIScreen.main.nativeScale
    }
}

func thumbnailPixelSize(for points: CGSize) -> CGSize {
    CGSize(width: points.width * UIScreen.main.nativeScale, height: points.height * UIScreen.main.nativeScale)
}
