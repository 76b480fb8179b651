import UIKit

class BaseCardView: UIView {
    var cornerRadiusPoints: CGFloat = 12
}
