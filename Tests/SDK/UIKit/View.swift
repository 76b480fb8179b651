// UIView.h, UIWindow.h, UILayoutGuide.h, NSLayoutConstraint.h, CALayer (QuartzCore).

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency open class UIView: UIResponder, UITraitEnvironment, UICoordinateSpace, UITraitChangeObservable {
    /// Objective-C's inherited `init` is a convenience initializer here: a
    /// subclass that overrides init(frame:) and init?(coder:) keeps `init()`.
    public override convenience init() { fatalError() }
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var layerClass: AnyClass { fatalError() }
    /// NSObject (UINibLoadingAdditions) on iOS; declared on UIView and UIViewController here.
    open func awakeFromNib() { fatalError() }
    /// UIAppearance. https://developer.apple.com/documentation/uikit/uiappearance/appearance()
    open class func appearance() -> Self { fatalError() }
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self { fatalError() }
    open class func appearance(for trait: UITraitCollection) -> Self { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    open var center: CGPoint { get { fatalError() } set { fatalError() } }
    open var transform: CGAffineTransform { get { fatalError() } set { fatalError() } }
    open var layer: CALayer { fatalError() }
    open var tag: Int { get { fatalError() } set { fatalError() } }
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    open var isOpaque: Bool { get { fatalError() } set { fatalError() } }
    open var clipsToBounds: Bool { get { fatalError() } set { fatalError() } }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var tintColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var contentMode: UIView.ContentMode { get { fatalError() } set { fatalError() } }
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var autoresizingMask: UIView.AutoresizingMask { get { fatalError() } set { fatalError() } }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set { fatalError() } }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    open func sendSubviewToBack(_ view: UIView) { fatalError() }
    open func didMoveToWindow() { fatalError() }
    open func didMoveToSuperview() { fatalError() }
    open func willMove(toWindow newWindow: UIWindow?) { fatalError() }
    open func willMove(toSuperview newSuperview: UIView?) { fatalError() }
    open func layoutSubviews() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func draw(_ rect: CGRect) { fatalError() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    public static var noIntrinsicMetric: CGFloat { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
    open func endEditing(_ force: Bool) -> Bool { fatalError() }
    open var gestureRecognizers: [UIGestureRecognizer]? { get { fatalError() } set { fatalError() } }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    // Traits (UITraitEnvironment)
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    // Safe area and margins (apple-api.md §3)
    @available(iOS 11.0, *) open var safeAreaInsets: UIEdgeInsets { fatalError() }
    @available(iOS 11.0, *) open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *) open func safeAreaInsetsDidChange() { fatalError() }
    @available(iOS 11.0, *) open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set { fatalError() } }
    open var layoutMargins: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    @available(iOS 11.0, *) open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set { fatalError() } }
    open var preservesSuperviewLayoutMargins: Bool { get { fatalError() } set { fatalError() } }
    open func layoutMarginsDidChange() { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var readableContentGuide: UILayoutGuide { fatalError() }
    // Auto Layout
    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { fatalError() }
    public static var layoutFittingCompressedSize: CGSize { fatalError() }
    public static var layoutFittingExpandedSize: CGSize { fatalError() }
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
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    // Appearance and semantics
    open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set { fatalError() } }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    @available(iOS 13.0, *) open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set { fatalError() } }
    open var accessibilityIdentifier: String? { get { fatalError() } set { fatalError() } }
    open var accessibilityLabel: String? { get { fatalError() } set { fatalError() } }
    open var accessibilityHint: String? { get { fatalError() } set { fatalError() } }
    open var accessibilityValue: String? { get { fatalError() } set { fatalError() } }
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set { fatalError() } }
    open var isAccessibilityElement: Bool { get { fatalError() } set { fatalError() } }
    open func tintColorDidChange() { fatalError() }
    open var tintAdjustmentMode: UIView.TintAdjustmentMode { get { fatalError() } set { fatalError() } }
    public enum TintAdjustmentMode: Int, Sendable { case automatic = 0, normal, dimmed }
    /// iOS 15. https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    @available(iOS 15.0, *) open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
    // Animation
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }
    @discardableResult open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { fatalError() }

    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2, redraw = 3, center = 4, top = 5, bottom = 6, left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12
    }
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var flexibleLeftMargin: AutoresizingMask { fatalError() }
        public static var flexibleWidth: AutoresizingMask { fatalError() }
        public static var flexibleRightMargin: AutoresizingMask { fatalError() }
        public static var flexibleTopMargin: AutoresizingMask { fatalError() }
        public static var flexibleHeight: AutoresizingMask { fatalError() }
        public static var flexibleBottomMargin: AutoresizingMask { fatalError() }
    }
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var curveEaseInOut: AnimationOptions { fatalError() }
        public static var curveEaseIn: AnimationOptions { fatalError() }
        public static var curveEaseOut: AnimationOptions { fatalError() }
        public static var curveLinear: AnimationOptions { fatalError() }
        public static var allowUserInteraction: AnimationOptions { fatalError() }
        public static var beginFromCurrentState: AnimationOptions { fatalError() }
        public static var transitionCrossDissolve: AnimationOptions { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback = 1, spatial = 2, forceLeftToRight = 3, forceRightToLeft = 4
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor @preconcurrency open class UIWindow: UIView {
    public override init(frame: CGRect) { fatalError() }
    @available(iOS 13.0, *) public init(windowScene: UIWindowScene) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @available(iOS 13.0, *) open weak var windowScene: UIWindowScene? { get { fatalError() } set { fatalError() } }
    open var screen: UIScreen { get { fatalError() } set { fatalError() } }
    open var rootViewController: UIViewController? { get { fatalError() } set { fatalError() } }
    open var windowLevel: UIWindow.Level { get { fatalError() } set { fatalError() } }
    open var isKeyWindow: Bool { fatalError() }
    open func makeKey() { fatalError() }
    open func makeKeyAndVisible() { fatalError() }
    open func becomeKey() { fatalError() }
    open func resignKey() { fatalError() }

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static var normal: Level { fatalError() }
        public static var statusBar: Level { fatalError() }
        public static var alert: Level { fatalError() }
    }
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    public override init() { fatalError() }
    public init(layer: Any) { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    open var position: CGPoint { get { fatalError() } set { fatalError() } }
    open var cornerRadius: CGFloat { get { fatalError() } set { fatalError() } }
    open var borderWidth: CGFloat { get { fatalError() } set { fatalError() } }
    open var borderColor: CGColor? { get { fatalError() } set { fatalError() } }
    open var backgroundColor: CGColor? { get { fatalError() } set { fatalError() } }
    open var shadowColor: CGColor? { get { fatalError() } set { fatalError() } }
    open var shadowOpacity: Float { get { fatalError() } set { fatalError() } }
    open var shadowRadius: CGFloat { get { fatalError() } set { fatalError() } }
    open var shadowOffset: CGSize { get { fatalError() } set { fatalError() } }
    open var shadowPath: CGPath? { get { fatalError() } set { fatalError() } }
    open var masksToBounds: Bool { get { fatalError() } set { fatalError() } }
    open var contentsScale: CGFloat { get { fatalError() } set { fatalError() } }
    open var rasterizationScale: CGFloat { get { fatalError() } set { fatalError() } }
    open var shouldRasterize: Bool { get { fatalError() } set { fatalError() } }
    open var opacity: Float { get { fatalError() } set { fatalError() } }
    /// CAMediaTiming. https://developer.apple.com/documentation/quartzcore/camediatiming
    open var speed: Float { get { fatalError() } set { fatalError() } }
    open var timeOffset: CFTimeInterval { get { fatalError() } set { fatalError() } }
    open var beginTime: CFTimeInterval { get { fatalError() } set { fatalError() } }
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    open var mask: CALayer? { get { fatalError() } set { fatalError() } }
    open var maskedCorners: CACornerMask { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var cornerCurve: CALayerCornerCurve { get { fatalError() } set { fatalError() } }
    open var sublayers: [CALayer]? { get { fatalError() } set { fatalError() } }
    open func addSublayer(_ layer: CALayer) { fatalError() }
    open func removeFromSuperlayer() { fatalError() }
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
    open func removeAllAnimations() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cacornermask
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layerMinXMinYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMinYCorner: CACornerMask { fatalError() }
    public static var layerMinXMaxYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMaxYCorner: CACornerMask { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/calayercornercurve
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static var circular: CALayerCornerCurve { fatalError() }
    public static var continuous: CALayerCornerCurve { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    open var path: CGPath? { get { fatalError() } set { fatalError() } }
    open var fillColor: CGColor? { get { fatalError() } set { fatalError() } }
    open var strokeColor: CGColor? { get { fatalError() } set { fatalError() } }
    open var lineWidth: CGFloat { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
open class CAGradientLayer: CALayer {
    open var colors: [Any]? { get { fatalError() } set { fatalError() } }
    open var startPoint: CGPoint { get { fatalError() } set { fatalError() } }
    open var endPoint: CGPoint { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/quartzcore/caanimation
open class CAAnimation: NSObject {
    open var duration: CFTimeInterval { get { fatalError() } set { fatalError() } }
    open var repeatCount: Float { get { fatalError() } set { fatalError() } }
}
open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { fatalError() }
    open var keyPath: String? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? { get { fatalError() } set { fatalError() } }
    open var toValue: Any? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]? { get { fatalError() } set { fatalError() } }
    open var keyTimes: [NSNumber]? { get { fatalError() } set { fatalError() } }
}
/// CoreFoundation's CFTimeInterval.
public typealias CFTimeInterval = Double

/// CoreGraphics' CGColor and CGPath (opaque to app code here).
/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public var alpha: CGFloat { fatalError() }
}
/// https://developer.apple.com/documentation/coregraphics/cgpath
open class CGPath: @unchecked Sendable {}
/// https://developer.apple.com/documentation/coregraphics/cgmutablepath
public final class CGMutablePath: CGPath {
    public override init() { fatalError() }
}
