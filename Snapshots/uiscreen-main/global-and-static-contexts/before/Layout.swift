import UIKit

let screenSize = UIScreen.main.bounds.size

enum Layout {
    static var screenWidth: CGFloat { UIScreen.main.bounds.width }
    static let isShortScreen = UIScreen.main.bounds.height < 700
}

func centerOfScreen() -> CGPoint {
    CGPoint(x: UIScreen.main.bounds.midX, y: UIScreen.main.bounds.midY)
}
