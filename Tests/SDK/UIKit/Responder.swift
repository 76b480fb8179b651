// UIResponder, UIView, UIViewController and their relatives (UIKit headers:
// UIResponder.h, UIView.h, UIViewController.h, UITraitCollection.h).

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency open class UIResponder: NSObject {
    public override init() { fatalError() }
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
    open var keyCommands: [UIKeyCommand]? { fatalError() }
    /// UIResponder (UIResponderInputViewAdditions).
    open var inputView: UIView? { fatalError() }
    open var inputAccessoryView: UIView? { fatalError() }
    open func reloadInputViews() { fatalError() }
    open var undoManager: UndoManager? { fatalError() }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { fatalError() }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor @preconcurrency open class UIEvent: NSObject {
    public enum EventSubtype: Int, Sendable { case none = 0, motionShake = 1 }
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor @preconcurrency open class UITouch: NSObject {
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open var view: UIView? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikeycommand
@MainActor @preconcurrency open class UIKeyCommand: UICommand {
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) { fatalError() }
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) { fatalError() }
    open var input: String? { fatalError() }
    open var wantsPriorityOverSystemBehavior: Bool { get { fatalError() } set { fatalError() } }
    public static var inputEscape: String { fatalError() }
    public static var inputUpArrow: String { fatalError() }
    public static var inputDownArrow: String { fatalError() }
    public static var inputLeftArrow: String { fatalError() }
    public static var inputRightArrow: String { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikeymodifierflags
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var alphaShift: UIKeyModifierFlags { fatalError() }
    public static var shift: UIKeyModifierFlags { fatalError() }
    public static var control: UIKeyModifierFlags { fatalError() }
    public static var alternate: UIKeyModifierFlags { fatalError() }
    public static var command: UIKeyModifierFlags { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicoordinatespace
@MainActor @preconcurrency public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor @preconcurrency public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor @preconcurrency open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    public convenience init(displayScale scale: CGFloat) { fatalError() }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { fatalError() }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { fatalError() }
    /// "1.0 non-Retina, 2.0 Retina … default 0.0 (unspecified)" (apple-api.md §2).
    open var displayScale: CGFloat { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    @available(iOS 12.0, *) open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    @available(iOS 10.0, *) open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    @available(iOS 10.0, *) open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open func containsTraits(in trait: UITraitCollection?) -> Bool { fatalError() }
    @available(iOS 13.0, *) open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
    @available(iOS 13.0, *) open class var current: UITraitCollection { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open func performAsCurrent(_ actions: () -> Void) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitrait (iOS 17)
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraitdefinition
@available(iOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value = Self
    static var defaultValue: Value { get }
}
@available(iOS 17.0, *) public enum UITraitDisplayScale: UITraitDefinition { public static var defaultValue: CGFloat { fatalError() } }
@available(iOS 17.0, *) public enum UITraitHorizontalSizeClass: UITraitDefinition { public static var defaultValue: UIUserInterfaceSizeClass { fatalError() } }
@available(iOS 17.0, *) public enum UITraitVerticalSizeClass: UITraitDefinition { public static var defaultValue: UIUserInterfaceSizeClass { fatalError() } }
@available(iOS 17.0, *) public enum UITraitUserInterfaceStyle: UITraitDefinition { public static var defaultValue: UIUserInterfaceStyle { fatalError() } }

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable
/// (`registerForTraitChanges`, apple-api.md §2).
@available(iOS 17.0, *)
@MainActor @preconcurrency public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}
@available(iOS 17.0, *)
extension UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration { fatalError() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration { fatalError() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration { fatalError() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    @available(iOS 9.0, *) case tv = 2
    @available(iOS 9.0, *) case carPlay = 3
    @available(iOS 14.0, *) case mac = 5
    @available(iOS 17.0, *) case vision = 6
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft = 1 }

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static var large: UIContentSizeCategory { fatalError() }
    public static var accessibilityMedium: UIContentSizeCategory { fatalError() }
    public var isAccessibilityCategory: Bool { fatalError() }
}
