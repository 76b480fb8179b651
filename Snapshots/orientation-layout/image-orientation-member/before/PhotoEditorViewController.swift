import UIKit

final class PhotoEditorViewController: UIViewController {
    private let imageView = UIImageView()
    private let toolbarStack = UIStackView()

    /// The EXIF orientation for a photo taken now.
    func exifOrientation() -> CGImagePropertyOrientation {
        switch UIDevice.current.orientation {
        case .landscapeLeft: return .up
        case .landscapeRight: return .down
        case .portraitUpsideDown: return .left
        default: return .right
        }
    }

    func rotated(_ image: UIImage) -> UIImage {
        guard let cg = image.cgImage else { return image }
        let o: UIImage.Orientation = UIDevice.current.orientation.isLandscape ? .up : .right
        return UIImage(cgImage: cg, scale: image.scale, orientation: o)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        toolbarStack.axis = UIDevice.current.orientation.isLandscape ? .vertical : .horizontal
    }
}
