import UIKit

final class GridView: UIView {
    var spacing: CGFloat = 12

    override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / traitCollection.displayScale
        layer.borderWidth = pixel
    }

    override func draw(_ rect: CGRect) {
        let lineWidth = 1 / traitCollection.displayScale
        let path = UIBezierPath()
        var x = rect.minX + lineWidth / 2
        while x < rect.maxX {
            path.move(to: CGPoint(x: x, y: rect.minY))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
            x += (spacing * traitCollection.displayScale).rounded() / traitCollection.displayScale
        }
        path.lineWidth = lineWidth
        UIColor.separator.setStroke()
        path.stroke()
    }
}
