import UIKit

final class GridView: UIView {
    var spacing: CGFloat = 12

    override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / UIScreen.main.scale
        layer.borderWidth = pixel
    }

    override func draw(_ rect: CGRect) {
        let lineWidth = 1 / UIScreen.main.scale
        let path = UIBezierPath()
        var x = rect.minX + lineWidth / 2
        while x < rect.maxX {
            path.move(to: CGPoint(x: x, y: rect.minY))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
            x += (spacing * UIScreen.main.scale).rounded() / UIScreen.main.scale
        }
        path.lineWidth = lineWidth
        UIColor.separator.setStroke()
        path.stroke()
    }
}
