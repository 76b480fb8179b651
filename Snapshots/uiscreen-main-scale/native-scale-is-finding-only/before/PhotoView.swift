import UIKit

final class PhotoView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.contentsScale = UIScreen.main.nativeScale
    }

    func snapshot() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.nativeScale
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
    }
}
