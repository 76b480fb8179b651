// UIControl.h, UIButton.h, UILabel.h, UIImageView.h, UIStackView.h,
// UIScrollView.h, UITextView.h, UITextField.h, UIActivityIndicatorView.h,
// UIAlertController.h, UIActivityViewController.h, UIMenu.h, UIAction.h,
// UIGestureRecognizer.h, UIFeedbackGenerator.h, UIImagePickerController.h.

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor @preconcurrency open class UIControl: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var isSelected: Bool { get { fatalError() } set { fatalError() } }
    open var isHighlighted: Bool { get { fatalError() } set { fatalError() } }
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get { fatalError() } set { fatalError() } }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
    @available(iOS 14.0, *) open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var touchDown: Event { fatalError() }
        public static var touchUpInside: Event { fatalError() }
        public static var touchUpOutside: Event { fatalError() }
        public static var valueChanged: Event { fatalError() }
        @available(iOS 9.0, *) public static var primaryActionTriggered: Event { fatalError() }
        public static var editingChanged: Event { fatalError() }
        public static var editingDidEnd: Event { fatalError() }
        public static var allEvents: Event { fatalError() }
    }
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var normal: State { fatalError() }
        public static var highlighted: State { fatalError() }
        public static var disabled: State { fatalError() }
        public static var selected: State { fatalError() }
    }
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5 }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor @preconcurrency open class UIButton: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    @available(iOS 14.0, *) public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
    @available(iOS 15.0, *) public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { fatalError() }
    open var buttonType: UIButton.ButtonType { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func title(for state: UIControl.State) -> String? { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    @available(iOS 15.0, *) open var configuration: UIButton.Configuration? { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *) open var menu: UIMenu? { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *) open var showsMenuAsPrimaryAction: Bool { get { fatalError() } set { fatalError() } }
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5
        @available(iOS 13.0, *) case close = 7
    }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration
    @available(iOS 15.0, *)
    public struct Configuration: Hashable {
        public static func plain() -> UIButton.Configuration { fatalError() }
        public static func tinted() -> UIButton.Configuration { fatalError() }
        public static func gray() -> UIButton.Configuration { fatalError() }
        public static func filled() -> UIButton.Configuration { fatalError() }
        public static func borderless() -> UIButton.Configuration { fatalError() }
        public static func bordered() -> UIButton.Configuration { fatalError() }
        public static func borderedTinted() -> UIButton.Configuration { fatalError() }
        public static func borderedProminent() -> UIButton.Configuration { fatalError() }
        public var title: String? { get { fatalError() } set { fatalError() } }
        public var subtitle: String? { get { fatalError() } set { fatalError() } }
        public var image: UIImage? { get { fatalError() } set { fatalError() } }
        public var imagePadding: CGFloat { get { fatalError() } set { fatalError() } }
        public var baseForegroundColor: UIColor? { get { fatalError() } set { fatalError() } }
        public var baseBackgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
        public var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set { fatalError() } }
        public var cornerStyle: UIButton.Configuration.CornerStyle { get { fatalError() } set { fatalError() } }
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        public static func == (a: Self, b: Self) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency open class UILabel: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String? { get { fatalError() } set { fatalError() } }
    open var attributedText: NSAttributedString? { get { fatalError() } set { fatalError() } }
    open var font: UIFont! { get { fatalError() } set { fatalError() } }
    open var textColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { fatalError() } }
    open var numberOfLines: Int { get { fatalError() } set { fatalError() } }
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set { fatalError() } }
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set { fatalError() } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { fatalError() } }
    open var minimumScaleFactor: CGFloat { get { fatalError() } set { fatalError() } }
    open var preferredMaxLayoutWidth: CGFloat { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable { case left = 0, center = 1, right = 2, justified = 3, natural = 4 }
/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor @preconcurrency open class UIImageView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public init(image: UIImage?) { fatalError() }
    public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
    open var image: UIImage? { get { fatalError() } set { fatalError() } }
    open var highlightedImage: UIImage? { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor @preconcurrency open class UIStackView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) { fatalError() }
    open func removeArrangedSubview(_ view: UIView) { fatalError() }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { fatalError() }
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set { fatalError() } }
    open var distribution: UIStackView.Distribution { get { fatalError() } set { fatalError() } }
    open var alignment: UIStackView.Alignment { get { fatalError() } set { fatalError() } }
    open var spacing: CGFloat { get { fatalError() } set { fatalError() } }
    open var isLayoutMarginsRelativeArrangement: Bool { get { fatalError() } set { fatalError() } }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { fatalError() }
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { fatalError() }
        public static var bottom: Alignment { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor @preconcurrency open class UIScrollView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentOffset: CGPoint { get { fatalError() } set { fatalError() } }
    open var contentSize: CGSize { get { fatalError() } set { fatalError() } }
    open var contentInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    @available(iOS 11.0, *) open var adjustedContentInset: UIEdgeInsets { fatalError() }
    @available(iOS 11.0, *) open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { fatalError() } set { fatalError() } }
    open var scrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var isScrollEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var isPagingEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var alwaysBounceVertical: Bool { get { fatalError() } set { fatalError() } }
    open var showsVerticalScrollIndicator: Bool { get { fatalError() } set { fatalError() } }
    open var showsHorizontalScrollIndicator: Bool { get { fatalError() } set { fatalError() } }
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { fatalError() } set { fatalError() } }
    open var minimumZoomScale: CGFloat { get { fatalError() } set { fatalError() } }
    open var maximumZoomScale: CGFloat { get { fatalError() } set { fatalError() } }
    open var zoomScale: CGFloat { get { fatalError() } set { fatalError() } }
    open var refreshControl: UIRefreshControl? { get { fatalError() } set { fatalError() } }
    @available(iOS 11.0, *) open var contentLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *) open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }
    open weak var delegate: (any UIScrollViewDelegate)? { get { fatalError() } set { fatalError() } }
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic = 0, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable { case none = 0, onDrag, interactive }
}
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor @preconcurrency public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { fatalError() }
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uirefreshcontrol
@MainActor @preconcurrency open class UIRefreshControl: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func beginRefreshing() { fatalError() }
    open func endRefreshing() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor @preconcurrency open class UITextView: UIScrollView {
    public override init(frame: CGRect) { fatalError() }
    public init(frame: CGRect, textContainer: NSObject?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String! { get { fatalError() } set { fatalError() } }
    open var attributedText: NSAttributedString! { get { fatalError() } set { fatalError() } }
    open var font: UIFont? { get { fatalError() } set { fatalError() } }
    open var textColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { fatalError() } }
    open var isEditable: Bool { get { fatalError() } set { fatalError() } }
    open var isSelectable: Bool { get { fatalError() } set { fatalError() } }
    open var textContainerInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { fatalError() } }
    open override var inputAccessoryView: UIView? { get { fatalError() } set { fatalError() } }
    /// UIKeyInput. https://developer.apple.com/documentation/uikit/uikeyinput
    open func insertText(_ text: String) { fatalError() }
    open func deleteBackward() { fatalError() }
    open var hasText: Bool { fatalError() }
    open var selectedRange: NSRange { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor @preconcurrency open class UITextField: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String? { get { fatalError() } set { fatalError() } }
    open var placeholder: String? { get { fatalError() } set { fatalError() } }
    open var font: UIFont? { get { fatalError() } set { fatalError() } }
    open var textColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var borderStyle: UITextField.BorderStyle { get { fatalError() } set { fatalError() } }
    open override var inputAccessoryView: UIView? { get { fatalError() } set { fatalError() } }
    open var isSecureTextEntry: Bool { get { fatalError() } set { fatalError() } }
    open weak var delegate: (any UITextFieldDelegate)? { get { fatalError() } set { fatalError() } }
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
}

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate
/// (Objective-C optional methods: defaults here.)
@MainActor @preconcurrency public protocol UITextFieldDelegate: AnyObject {
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor @preconcurrency open class UIActivityIndicatorView: UIView {
    public init(style: UIActivityIndicatorView.Style) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
    open var isAnimating: Bool { fatalError() }
    open var hidesWhenStopped: Bool { get { fatalError() } set { fatalError() } }
    open var color: UIColor! { get { fatalError() } set { fatalError() } }
    public enum Style: Int, Sendable {
        @available(iOS 13.0, *) case medium = 100
        @available(iOS 13.0, *) case large = 101
        @available(iOS, introduced: 2.0, deprecated: 13.0) case whiteLarge = 0
        @available(iOS, introduced: 2.0, deprecated: 13.0) case white = 1
        @available(iOS, introduced: 2.0, deprecated: 13.0) case gray = 2
    }
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor @preconcurrency open class UIAlertController: UIViewController {
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func addAction(_ action: UIAlertAction) { fatalError() }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { fatalError() }
    open var actions: [UIAlertAction] { fatalError() }
    open var textFields: [UITextField]? { fatalError() }
    open var preferredAction: UIAlertAction? { get { fatalError() } set { fatalError() } }
    open var message: String? { get { fatalError() } set { fatalError() } }
    open var preferredStyle: UIAlertController.Style { fatalError() }
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }
}
/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor @preconcurrency open class UIAlertAction: NSObject {
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }
    open var title: String? { fatalError() }
    open var style: UIAlertAction.Style { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }
}

/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@MainActor @preconcurrency open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var excludedActivityTypes: [UIActivity.ActivityType]? { get { fatalError() } set { fatalError() } }
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler? { get { fatalError() } set { fatalError() } }
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
}
/// https://developer.apple.com/documentation/uikit/uiactivity
@MainActor @preconcurrency open class UIActivity: NSObject {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static var airDrop: ActivityType { fatalError() }
        public static var print: ActivityType { fatalError() }
        public static var copyToPasteboard: ActivityType { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor @preconcurrency open class UIMenuElement: NSObject {
    open var title: String { fatalError() }
    open var image: UIImage? { fatalError() }
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var disabled: Attributes { fatalError() }
        public static var destructive: Attributes { fatalError() }
        public static var hidden: Attributes { fatalError() }
        @available(iOS 16.0, *) public static var keepsMenuPresented: Attributes { fatalError() }
    }
    public enum State: Int, Sendable { case off = 0, on = 1, mixed = 2 }
}
/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor @preconcurrency open class UIMenu: UIMenuElement {
    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .large, children: [UIMenuElement] = []) { fatalError() }
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []) { fatalError() }
    open var children: [UIMenuElement] { fatalError() }
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu { fatalError() }
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var displayInline: Options { fatalError() }
        public static var destructive: Options { fatalError() }
        public static var singleSelection: Options { fatalError() }
        @available(iOS 17.0, *) public static var displayAsPalette: Options { fatalError() }
    }
    @available(iOS 16.0, *) public enum ElementSize: Int, Sendable { case small = 0, medium = 1, large = 2 }
}
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor @preconcurrency open class UIAction: UIMenuElement {
    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { fatalError() }
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { fatalError() }
    open var state: UIMenuElement.State { get { fatalError() } set { fatalError() } }
    open var attributes: UIMenuElement.Attributes { get { fatalError() } set { fatalError() } }
    open var sender: Any? { fatalError() }
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void
/// https://developer.apple.com/documentation/uikit/uicommand
@MainActor @preconcurrency open class UICommand: UIMenuElement {
    public convenience init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uicommandalternate
@MainActor @preconcurrency open class UICommandAlternate: NSObject {}
/// https://developer.apple.com/documentation/uikit/uideferredmenuelement (iOS 14)
@available(iOS 14.0, *)
@MainActor @preconcurrency open class UIDeferredMenuElement: UIMenuElement {
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) { fatalError() }
    @available(iOS 15.0, *) open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) { fatalError() }
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    open var state: UIGestureRecognizer.State { get { fatalError() } set { fatalError() } }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var view: UIView? { fatalError() }
    open var cancelsTouchesInView: Bool { get { fatalError() } set { fatalError() } }
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    public enum State: Int, Sendable { case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { fatalError() }
    }
}
/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
@MainActor @preconcurrency open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat { get { fatalError() } set { fatalError() } }
    open var velocity: CGFloat { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
@MainActor @preconcurrency open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor @preconcurrency open class UIFeedbackGenerator: NSObject {
    open func prepare() { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor @preconcurrency open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    public override init() { fatalError() }
    open func impactOccurred() { fatalError() }
    @available(iOS 13.0, *) open func impactOccurred(intensity: CGFloat) { fatalError() }
    public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy
        @available(iOS 13.0, *) case soft
        @available(iOS 13.0, *) case rigid
    }
}
/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor @preconcurrency open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { fatalError() }
    open func selectionChanged() { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@MainActor @preconcurrency open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public override init() { fatalError() }
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) { fatalError() }
    public enum FeedbackType: Int, Sendable { case success = 0, warning, error }
}

/// https://developer.apple.com/documentation/uikit/uiimagepickercontroller
@MainActor @preconcurrency open class UIImagePickerController: UINavigationController {
    open var sourceType: UIImagePickerController.SourceType { get { fatalError() } set { fatalError() } }
    open var allowsEditing: Bool { get { fatalError() } set { fatalError() } }
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { fatalError() }
    public enum SourceType: Int, Sendable { case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2 }
}
