import UIKit

extension UIView {
    var pixelSize: CGFloat {
        1 / max(traitCollection.displayScale, 1)
    }

    func alignToPixels(_ value: CGFloat) -> CGFloat {
        (value * max(traitCollection.displayScale, 1)).rounded() / max(traitCollection.displayScale, 1)
    }

    static func hairline(color: UIColor) -> UIView {
        let line = UIView()
        line.backgroundColor = color
        line.frame.size.height = 1 / UIScreen.main.scale
        return line
    }
}

extension UIViewController {
    func addHairline(below anchorView: UIView) {
        let line = UIView()
        line.frame = CGRect(x: 0, y: anchorView.frame.maxY, width: anchorView.bounds.width, height: 1 / max(traitCollection.displayScale, 1))
        view.addSubview(line)
    }
}
