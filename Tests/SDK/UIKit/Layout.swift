// NSLayoutConstraint.h, NSLayoutAnchor.h, UILayoutGuide.h.

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static var required: UILayoutPriority { fatalError() }
    public static var defaultHigh: UILayoutPriority { fatalError() }
    public static var defaultLow: UILayoutPriority { fatalError() }
    public static var fittingSizeLevel: UILayoutPriority { fatalError() }
    @available(iOS 13.0, *) public static var dragThatCanResizeScene: UILayoutPriority { fatalError() }
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { fatalError() }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) { fatalError() }
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { fatalError() }
    open var isActive: Bool { get { fatalError() } set { fatalError() } }
    open var constant: CGFloat { get { fatalError() } set { fatalError() } }
    open var multiplier: CGFloat { fatalError() }
    open var priority: UILayoutPriority { get { fatalError() } set { fatalError() } }
    open var identifier: String? { get { fatalError() } set { fatalError() } }
    open var firstItem: AnyObject? { fatalError() }
    open var secondItem: AnyObject? { fatalError() }
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var alignAllCenterX: FormatOptions { fatalError() }
        public static var alignAllCenterY: FormatOptions { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    @available(iOS 11.0, *) open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    @available(iOS 11.0, *) open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide (iOS 15)
@available(iOS 15.0, *)
@MainActor @preconcurrency open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    open var followsUndockedKeyboard: Bool { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide (iOS 15)
@available(iOS 15.0, *)
@MainActor @preconcurrency open class UITrackingLayoutGuide: UILayoutGuide {}

/// https://developer.apple.com/documentation/uikit/uiappearancecontainer
/// (refines NSObjectProtocol on iOS; see docs/sdk-stubs.md).
@MainActor @preconcurrency public protocol UIAppearanceContainer: AnyObject {}
extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

/// UIAccessibility (NSObject informal protocol on iOS).
/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static var none: UIAccessibilityTraits { fatalError() }
    public static var button: UIAccessibilityTraits { fatalError() }
    public static var header: UIAccessibilityTraits { fatalError() }
    public static var selected: UIAccessibilityTraits { fatalError() }
    public static var image: UIAccessibilityTraits { fatalError() }
    public static var staticText: UIAccessibilityTraits { fatalError() }
    public static var adjustable: UIAccessibilityTraits { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor @preconcurrency open class UILayoutGuide: NSObject {
    public override init() { fatalError() }
    open var layoutFrame: CGRect { fatalError() }
    open weak var owningView: UIView? { get { fatalError() } set { fatalError() } }
    open var identifier: String { get { fatalError() } set { fatalError() } }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}
