import UIKit

struct Display { var scale: CGFloat }
struct DisplayList { var main: Display }
enum LegacyUIScreen { static let main = Display(scale: 2) }

extension UIScreen {
    static var mainScale: CGFloat { 2 }
}

final class ZoomView: UIView {
    let myScreen = DisplayList(main: Display(scale: 3))
    var scale: CGFloat = 1

    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        let transform = (scale: pinch.scale, angle: CGFloat(0))
        scale = transform.scale * myScreen.main.scale
        scale += LegacyUIScreen.main.scale + UIScreen.mainScale
        for view in subviews.compactMap({ $0 as? ZoomView }) {
            view.scale = scale
        }
        layer.contentsScale = window?.screen.scale ?? layer.contentsScale
    }
}
