import UIKit

enum ContactPicture {
    // A 1024×1024 bitmap canvas, unrelated to any screen.
    static func canvasSize() -> CGSize {
        let width = 1024.0
        return CGSize(width: width, height: width)
    }

    // Another function: `rect.width` is the rect's, not the local above.
    static func fits(_ textSize: CGSize, in rect: CGRect) -> Bool {
        textSize.width <= rect.width * 0.9 && textSize.height <= rect.height
    }
}

func scaled(_ size: CGSize, width: CGFloat) -> Bool {
    size.width > width
}
