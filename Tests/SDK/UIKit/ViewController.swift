// UIViewController.h, UINavigationController.h, UITabBarController.h.

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { fatalError() }
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    /// NSObject (UINibLoadingAdditions) on iOS; declared on UIView and UIViewController here.
    open func awakeFromNib() { fatalError() }
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open func loadView() { fatalError() }
    open func loadViewIfNeeded() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    /// Back-deployed to iOS 13 (apple-api.md §2).
    @available(iOS 13.0, *) open func viewIsAppearing(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
    open func viewWillLayoutSubviews() { fatalError() }
    open func viewDidLayoutSubviews() { fatalError() }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { fatalError() }
    open func didReceiveMemoryWarning() { fatalError() }
    @available(iOS 11.0, *) open func viewSafeAreaInsetsDidChange() { fatalError() }
    @available(iOS 11.0, *) open func viewLayoutMarginsDidChange() { fatalError() }
    @available(iOS 11.0, *) open var additionalSafeAreaInsets: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    @available(iOS 11.0, *) open var viewRespectsSystemMinimumLayoutMargins: Bool { get { fatalError() } set { fatalError() } }
    open var title: String? { get { fatalError() } set { fatalError() } }
    open var navigationItem: UINavigationItem { fatalError() }
    open var navigationController: UINavigationController? { fatalError() }
    open var tabBarController: UITabBarController? { fatalError() }
    open var tabBarItem: UITabBarItem! { get { fatalError() } set { fatalError() } }
    open var splitViewController: UISplitViewController? { fatalError() }
    open var parent: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open func addChild(_ childController: UIViewController) { fatalError() }
    open func removeFromParent() { fatalError() }
    open func willMove(toParent parent: UIViewController?) { fatalError() }
    open func didMove(toParent parent: UIViewController?) { fatalError() }
    open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set { fatalError() } }
    open var modalTransitionStyle: UIModalTransitionStyle { get { fatalError() } set { fatalError() } }
    open var isModalInPresentation: Bool { get { fatalError() } set { fatalError() } }
    open var preferredContentSize: CGSize { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, *) open var sheetPresentationController: UISheetPresentationController? { fatalError() }
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open func show(_ vc: UIViewController, sender: Any?) { fatalError() }
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { fatalError() }
    open var isEditing: Bool { get { fatalError() } set { fatalError() } }
    open func setEditing(_ editing: Bool, animated: Bool) { fatalError() }
    open var editButtonItem: UIBarButtonItem { fatalError() }
    // Toolbars (apple-api.md §4)
    open var toolbarItems: [UIBarButtonItem]? { get { fatalError() } set { fatalError() } }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open var hidesBottomBarWhenPushed: Bool { get { fatalError() } set { fatalError() } }
    // Status bar and orientation
    open var preferredStatusBarStyle: UIStatusBarStyle { fatalError() }
    open var prefersStatusBarHidden: Bool { fatalError() }
    open func setNeedsStatusBarAppearanceUpdate() { fatalError() }
    open var prefersHomeIndicatorAutoHidden: Bool { fatalError() }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { fatalError() }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { fatalError() }
    open var shouldAutorotate: Bool { fatalError() }
    @available(iOS 16.0, *) open func setNeedsUpdateOfSupportedInterfaceOrientations() { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 8.0) open var interfaceOrientation: UIInterfaceOrientation { fatalError() }
    // Traits
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) { fatalError() }
    @available(iOS 13.0, *) open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set { fatalError() } }
    /// UIViewController (UIViewControllerKeyCommands), iOS 9.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { fatalError() }
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { fatalError() }
    open func performSegue(withIdentifier identifier: String, sender: Any?) { fatalError() }
    open var storyboard: UIStoryboard? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5, overCurrentContext = 6, popover = 7
    case none = -1
    @available(iOS 13.0, *) case automatic = -2
}
/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2, partialCurl = 3 }
/// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }

/// https://developer.apple.com/documentation/uikit/uiinterfaceorientation
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { fatalError() }
    public var isLandscape: Bool { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var portrait: UIInterfaceOrientationMask { fatalError() }
    public static var landscapeLeft: UIInterfaceOrientationMask { fatalError() }
    public static var landscapeRight: UIInterfaceOrientationMask { fatalError() }
    public static var portraitUpsideDown: UIInterfaceOrientationMask { fatalError() }
    public static var landscape: UIInterfaceOrientationMask { fatalError() }
    public static var all: UIInterfaceOrientationMask { fatalError() }
    public static var allButUpsideDown: UIInterfaceOrientationMask { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uistoryboard
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { fatalError() }
    open func instantiateInitialViewController() -> UIViewController? { fatalError() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor @preconcurrency open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { fatalError() }
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var viewControllers: [UIViewController] { get { fatalError() } set { fatalError() } }
    open var topViewController: UIViewController? { fatalError() }
    open var visibleViewController: UIViewController? { fatalError() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
    open var navigationBar: UINavigationBar { fatalError() }
    open var isNavigationBarHidden: Bool { get { fatalError() } set { fatalError() } }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { fatalError() }
    /// "You should not modify the UIToolbar object directly" (apple-api.md §4).
    open var toolbar: UIToolbar! { fatalError() }
    /// Default `true` (apple-api.md §4).
    open var isToolbarHidden: Bool { get { fatalError() } set { fatalError() } }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { fatalError() }
    open var hidesBarsOnSwipe: Bool { get { fatalError() } set { fatalError() } }
    open weak var delegate: (any UINavigationControllerDelegate)? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor @preconcurrency public protocol UINavigationControllerDelegate: AnyObject {}

/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
/// (its optional requirements not modelled yet)
@MainActor @preconcurrency public protocol UISplitViewControllerDelegate: AnyObject {}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor @preconcurrency open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var viewControllers: [UIViewController]? { get { fatalError() } set { fatalError() } }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError() }
    open var selectedIndex: Int { get { fatalError() } set { fatalError() } }
    open var selectedViewController: UIViewController? { get { fatalError() } set { fatalError() } }
    open var tabBar: UITabBar { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor @preconcurrency open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3 }
    @available(iOS 14.0, *) public init(style: UISplitViewController.Style) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    open var preferredDisplayMode: UISplitViewController.DisplayMode { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *) open var preferredSplitBehavior: UISplitViewController.SplitBehavior { get { fatalError() } set { fatalError() } }
    open var presentsWithGesture: Bool { get { fatalError() } set { fatalError() } }
    open var preferredPrimaryColumnWidthFraction: CGFloat { get { fatalError() } set { fatalError() } }
    public enum DisplayMode: Int, Sendable { case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary }
    @available(iOS 14.0, *) public enum SplitBehavior: Int, Sendable { case automatic = 0, tile, overlay, displace }
    public required init?(coder: NSCoder) { fatalError() }
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
    weak open var delegate: (any UISplitViewControllerDelegate)? { get { fatalError() } set { fatalError() } }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymodebuttonitem
    open var displayModeButtonItem: UIBarButtonItem { fatalError() }
        open var viewControllers: [UIViewController] { get { fatalError() } set { fatalError() } }
    open var isCollapsed: Bool { fatalError() }
    @available(iOS 14.0, *) open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@available(iOS 15.0, *)
@MainActor @preconcurrency open class UISheetPresentationController: UIPresentationController {
    open var detents: [UISheetPresentationController.Detent] { get { fatalError() } set { fatalError() } }
    open var prefersGrabberVisible: Bool { get { fatalError() } set { fatalError() } }
    @MainActor @preconcurrency open class Detent: NSObject {
        open class func medium() -> Self { fatalError() }
        open class func large() -> Self { fatalError() }
    }
}
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor @preconcurrency open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor @preconcurrency open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView? { get { fatalError() } set { fatalError() } }
    open var sourceRect: CGRect { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 8.0, deprecated: 16.0) open var barButtonItem: UIBarButtonItem? { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, *) open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get { fatalError() } set { fatalError() } }
}
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
@available(iOS 16.0, *)
@MainActor @preconcurrency public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}
