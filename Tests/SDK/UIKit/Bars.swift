// UIBarItem.h, UIBarButtonItem.h, UIToolbar.h, UINavigationBar.h,
// UINavigationItem.h, UITabBar.h, UITabBarItem.h, UIBarAppearance.h (apple-api.md §4).

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor @preconcurrency open class UIBarItem: NSObject {
    public override init() { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var title: String? { get { fatalError() } set { fatalError() } }
    open var image: UIImage? { get { fatalError() } set { fatalError() } }
    open var tag: Int { get { fatalError() } set { fatalError() } }
    open var accessibilityLabel: String? { get { fatalError() } set { fatalError() } }
    /// UIAppearance. https://developer.apple.com/documentation/uikit/uiappearance/appearance()
    open class func appearance() -> Self { fatalError() }
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self { fatalError() }
    open class func appearance(for trait: UITraitCollection) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
    public override init() { fatalError() }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { fatalError() }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { fatalError() }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) { fatalError() }
    public convenience init(customView: UIView) { fatalError() }
    @available(iOS 14.0, *) public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    @available(iOS 14.0, *) public convenience init(primaryAction: UIAction?) { fatalError() }
    @available(iOS 14.0, *) public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    @available(iOS 14.0, *) public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil, style: UIBarButtonItem.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// iOS 14 (apple-api.md §4).
    @available(iOS 14.0, *) open class func flexibleSpace() -> Self { fatalError() }
    @available(iOS 14.0, *) open class func fixedSpace(_ width: CGFloat) -> Self { fatalError() }
    @available(iOS 16.0, *) open class func fixedSpace() -> Self { fatalError() }
    open var style: UIBarButtonItem.Style { get { fatalError() } set { fatalError() } }
    open var width: CGFloat { get { fatalError() } set { fatalError() } }
    open var customView: UIView? { get { fatalError() } set { fatalError() } }
    open var action: Selector? { get { fatalError() } set { fatalError() } }
    open weak var target: AnyObject? { get { fatalError() } set { fatalError() } }
    open var tintColor: UIColor? { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *) open var menu: UIMenu? { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *) open var primaryAction: UIAction? { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *) open var isSelected: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS 26.0, *) open var badge: UIBarButtonItem.Badge? { get { fatalError() } set { fatalError() } }

    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, introduced: 2.0, deprecated: 8.0)
        case bordered = 1
        case done = 2
        @available(iOS 26.0, *) case prominent = 3
    }
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, introduced: 2.0, deprecated: 11.0) case pageCurl
        @available(iOS 13.0, *) case close
        @available(iOS 26.0, *) case writingTools
    }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge (iOS 26)
    @available(iOS 26.0, *)
    public struct Badge: Sendable {
        public static func count(_ count: Int) -> UIBarButtonItem.Badge { fatalError() }
        public static func string(_ string: String) -> UIBarButtonItem.Badge { fatalError() }
        public static func indicator() -> UIBarButtonItem.Badge { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitemgroup
@MainActor @preconcurrency open class UIBarButtonItemGroup: NSObject {
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) { fatalError() }
    open var barButtonItems: [UIBarButtonItem] { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup { fatalError() }
    @available(iOS 16.0, *) open class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup { fatalError() }
    @available(iOS 16.0, *) open class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uibarposition
public enum UIBarPosition: Int, Sendable { case any = 0, bottom = 1, top = 2, topAttached = 3 }
/// https://developer.apple.com/documentation/uikit/uibarpositioning
@MainActor @preconcurrency public protocol UIBarPositioning: AnyObject { var barPosition: UIBarPosition { get } }
/// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate
@MainActor @preconcurrency public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}
extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uibarmetrics
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }
/// https://developer.apple.com/documentation/uikit/uibarstyle
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor @preconcurrency open class UIToolbar: UIView, UIBarPositioning {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var items: [UIBarButtonItem]? { get { fatalError() } set { fatalError() } }
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open var barStyle: UIBarStyle { get { fatalError() } set { fatalError() } }
    open var isTranslucent: Bool { get { fatalError() } set { fatalError() } }
    open var barTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var barPosition: UIBarPosition { fatalError() }
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) { fatalError() }
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) { fatalError() }
    open weak var delegate: (any UIToolbarDelegate)? { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var standardAppearance: UIToolbarAppearance { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var compactAppearance: UIToolbarAppearance? { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *) open var scrollEdgeAppearance: UIToolbarAppearance? { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *) open var compactScrollEdgeAppearance: UIToolbarAppearance? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uitoolbardelegate
@MainActor @preconcurrency public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// https://developer.apple.com/documentation/uikit/uibarappearance
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIBarAppearance: NSObject, NSCopying {
    public override init() { fatalError() }
    public init(idiom: UIUserInterfaceIdiom) { fatalError() }
    open func configureWithDefaultBackground() { fatalError() }
    open func configureWithOpaqueBackground() { fatalError() }
    open func configureWithTransparentBackground() { fatalError() }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var backgroundImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var shadowColor: UIColor? { get { fatalError() } set { fatalError() } }
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uibarbuttonitemappearance
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIBarButtonItemAppearance: NSObject {
    public override init() { fatalError() }
    public init(style: UIBarButtonItem.Style) { fatalError() }
    open func configureWithDefault(for style: UIBarButtonItem.Style) { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uitoolbarappearance
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
    open var doneButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { fatalError() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { fatalError() } }
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uitabbarappearance
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UITabBarAppearance: UIBarAppearance {}

/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor @preconcurrency open class UINavigationBar: UIView, UIBarPositioning {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var items: [UINavigationItem]? { get { fatalError() } set { fatalError() } }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { fatalError() }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { fatalError() }
    open var topItem: UINavigationItem? { fatalError() }
    open var prefersLargeTitles: Bool { get { fatalError() } set { fatalError() } }
    open var isTranslucent: Bool { get { fatalError() } set { fatalError() } }
    open var barStyle: UIBarStyle { get { fatalError() } set { fatalError() } }
    open var barTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set { fatalError() } }
    open var barPosition: UIBarPosition { fatalError() }
    open weak var delegate: (any UINavigationBarDelegate)? { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var standardAppearance: UINavigationBarAppearance { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var compactAppearance: UINavigationBarAppearance? { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uinavigationbardelegate
@MainActor @preconcurrency public protocol UINavigationBarDelegate: UIBarPositioningDelegate {}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor @preconcurrency open class UINavigationItem: NSObject {
    public init(title: String) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var title: String? { get { fatalError() } set { fatalError() } }
    open var titleView: UIView? { get { fatalError() } set { fatalError() } }
    open var prompt: String? { get { fatalError() } set { fatalError() } }
    open var backBarButtonItem: UIBarButtonItem? { get { fatalError() } set { fatalError() } }
    open var hidesBackButton: Bool { get { fatalError() } set { fatalError() } }
    open var leftBarButtonItem: UIBarButtonItem? { get { fatalError() } set { fatalError() } }
    open var rightBarButtonItem: UIBarButtonItem? { get { fatalError() } set { fatalError() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set { fatalError() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set { fatalError() } }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { fatalError() }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { fatalError() }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { fatalError() } set { fatalError() } }
    open var searchController: UISearchController? { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open var leadingItemGroups: [UIBarButtonItemGroup] { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open var centerItemGroups: [UIBarButtonItemGroup] { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open var trailingItemGroups: [UIBarButtonItemGroup] { get { fatalError() } set { fatalError() } }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/pinnedtrailinggroup
    @available(iOS 16.0, *) open var pinnedTrailingGroup: UIBarButtonItemGroup? { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open var additionalOverflowItems: UIDeferredMenuElement? { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open var style: UINavigationItem.ItemStyle { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var standardAppearance: UINavigationBarAppearance? { get { fatalError() } set { fatalError() } }
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always = 1, never = 2, inline = 3 }
    @available(iOS 16.0, *) public enum ItemStyle: Int, Sendable { case navigator = 0, browser = 1, editor = 2 }
}

/// https://developer.apple.com/documentation/uikit/uisearchcontroller
@MainActor @preconcurrency open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor @preconcurrency open class UITabBar: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var items: [UITabBarItem]? { get { fatalError() } set { fatalError() } }
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { fatalError() }
    open var selectedItem: UITabBarItem? { get { fatalError() } set { fatalError() } }
    open var isTranslucent: Bool { get { fatalError() } set { fatalError() } }
    open var barTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var unselectedItemTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open weak var delegate: (any UITabBarDelegate)? { get { fatalError() } set { fatalError() } }
    @available(iOS 13.0, *) open var standardAppearance: UITabBarAppearance { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *) open var scrollEdgeAppearance: UITabBarAppearance? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uitabbardelegate — optional requirements
/// with default implementations (see UIApplicationDelegate).
@MainActor @preconcurrency public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor @preconcurrency open class UITabBarItem: UIBarItem {
    public override init() { fatalError() }
    public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError() }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { fatalError() }
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var selectedImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var badgeValue: String? { get { fatalError() } set { fatalError() } }
    open var badgeColor: UIColor? { get { fatalError() } set { fatalError() } }
    public enum SystemItem: Int, Sendable { case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed }
}
