// UIApplication.h, UIScene.h, UIWindowScene.h, UISceneSession.h, UIScreen.h,
// UIDevice.h (apple-api.md §1, §2, §5).

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor @preconcurrency open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)? { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 15.0)
    open var windows: [UIWindow] { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open var keyWindow: UIWindow? { fatalError() }
    @available(iOS 13.0, *) open var connectedScenes: Set<UIScene> { fatalError() }
    @available(iOS 13.0, *) open var openSessions: Set<UISceneSession> { fatalError() }
    @available(iOS 13.0, *) open var supportsMultipleScenes: Bool { fatalError() }
    open var applicationState: UIApplication.State { fatalError() }
    open var backgroundTimeRemaining: TimeInterval { fatalError() }
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { fatalError() }
    open var isIdleTimerDisabled: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 17.0)
    open var applicationIconBadgeNumber: Int { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open var statusBarFrame: CGRect { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open var statusBarOrientation: UIInterfaceOrientation { fatalError() }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open var isRegisteredForRemoteNotifications: Bool { fatalError() }
    open func registerForRemoteNotifications() { fatalError() }
    open func canOpenURL(_ url: URL) -> Bool { fatalError() }
    @available(iOS 10.0, *)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) { fatalError() }
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { fatalError() }
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { fatalError() }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { fatalError() }
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { fatalError() }
    open var shortcutItems: [UIApplicationShortcutItem]? { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 13.0, deprecated: 17.0)
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) { fatalError() }
    @available(iOS 17.0, *)
    open func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) { fatalError() }
    @available(iOS 13.0, *)
    open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) { fatalError() }
    @available(iOS 13.0, *)
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) { fatalError() }

    public enum State: Int, Sendable { case active = 0, inactive = 1, background = 2 }

    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var url: LaunchOptionsKey { fatalError() }
        public static var sourceApplication: LaunchOptionsKey { fatalError() }
        public static var remoteNotification: LaunchOptionsKey { fatalError() }
        public static var shortcutItem: LaunchOptionsKey { fatalError() }
        public static var userActivityDictionary: LaunchOptionsKey { fatalError() }
        public static var userActivityType: LaunchOptionsKey { fatalError() }
    }
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var sourceApplication: OpenURLOptionsKey { fatalError() }
        public static var annotation: OpenURLOptionsKey { fatalError() }
        public static var openInPlace: OpenURLOptionsKey { fatalError() }
    }
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var universalLinksOnly: OpenExternalURLOptionsKey { fatalError() }
    }
    public static var openSettingsURLString: String { fatalError() }
    public static var didBecomeActiveNotification: NSNotification.Name { fatalError() }
    public static var willResignActiveNotification: NSNotification.Name { fatalError() }
    public static var didEnterBackgroundNotification: NSNotification.Name { fatalError() }
    public static var willEnterForegroundNotification: NSNotification.Name { fatalError() }
    public static var willTerminateNotification: NSNotification.Name { fatalError() }
    public static var didFinishLaunchingNotification: NSNotification.Name { fatalError() }
    public static var didReceiveMemoryWarningNotification: NSNotification.Name { fatalError() }
    public static var significantTimeChangeNotification: NSNotification.Name { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static var invalid: UIBackgroundTaskIdentifier { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uibackgroundrefreshstatus
public enum UIBackgroundRefreshStatus: Int, Sendable { case restricted = 0, denied = 1, available = 2 }
/// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult
public enum UIBackgroundFetchResult: UInt, Sendable { case newData = 0, noData = 1, failed = 2 }

/// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    public init(type: String, localizedTitle: String) { fatalError() }
    open var type: String { fatalError() }
    open var localizedTitle: String { fatalError() }
    open var userInfo: [String: any NSSecureCoding]? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiuseractivityrestoring
@MainActor @preconcurrency public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
extension UIResponder: UIUserActivityRestoring {
    open func restoreUserActivityState(_ userActivity: NSUserActivity) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
/// Apple's requirements are `optional` (an @objc protocol); Objective-C
/// protocols cannot be declared on Linux, so each optional requirement is a
/// requirement with a default implementation in an extension below: a
/// conforming type may implement any subset, as on iOS.
@MainActor @preconcurrency public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)
    @available(iOS 13.0, *)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    @available(iOS 13.0, *)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}
extension UIApplicationDelegate {
    public var window: UIWindow? { get { fatalError() } set { fatalError() } }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { fatalError() }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { fatalError() }
    public func applicationDidBecomeActive(_ application: UIApplication) { fatalError() }
    public func applicationWillResignActive(_ application: UIApplication) { fatalError() }
    public func applicationDidEnterBackground(_ application: UIApplication) { fatalError() }
    public func applicationWillEnterForeground(_ application: UIApplication) { fatalError() }
    public func applicationWillTerminate(_ application: UIApplication) { fatalError() }
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) { fatalError() }
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { fatalError() }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { fatalError() }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { fatalError() }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { fatalError() }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) { fatalError() }
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) { fatalError() }
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { fatalError() }
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) { fatalError() }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) { fatalError() }
    /// `@main` on an app delegate (UIKit overlay, Swift 5.3, SE-0281).
    public static func main() { fatalError() }
}

/// `UIApplicationMain(_:_:_:_:)`, the Swift form of UIKit's C entry point.
/// https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?, _ delegateClassName: String?) -> Int32 { fatalError() }

/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIScene: UIResponder {
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { fatalError() }
    open var session: UISceneSession { fatalError() }
    open var delegate: (any UISceneDelegate)? { get { fatalError() } set { fatalError() } }
    open var activationState: UIScene.ActivationState { fatalError() }
    open var title: String! { get { fatalError() } set { fatalError() } }
    open var userActivity: NSUserActivity? { get { fatalError() } set { fatalError() } }

    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
    @MainActor @preconcurrency open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { fatalError() }
        open var userActivities: Set<NSUserActivity> { fatalError() }
        open var shortcutItem: UIApplicationShortcutItem? { fatalError() }
        open var sourceApplication: String? { fatalError() }
        open var handoffUserActivityType: String? { fatalError() }
    }
    @MainActor @preconcurrency open class ActivationRequestOptions: NSObject {
        public override init() { fatalError() }
        open var requestingScene: UIScene? { get { fatalError() } set { fatalError() } }
    }
    public static var willConnectNotification: NSNotification.Name { fatalError() }
    public static var didDisconnectNotification: NSNotification.Name { fatalError() }
    public static var didActivateNotification: NSNotification.Name { fatalError() }
    public static var willDeactivateNotification: NSNotification.Name { fatalError() }
    public static var willEnterForegroundNotification: NSNotification.Name { fatalError() }
    public static var didEnterBackgroundNotification: NSNotification.Name { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscenedestructionrequestoptions
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UISceneDestructionRequestOptions: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest (iOS 17)
@available(iOS 17.0, *)
@MainActor @preconcurrency public struct UISceneSessionActivationRequest {
    public var role: UISceneSession.Role
    public var session: UISceneSession?
    public var userActivity: NSUserActivity?
    public var options: UIScene.ActivationRequestOptions?
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) { fatalError() }
    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
@available(iOS 13.0, *)
open class UIOpenURLContext: NSObject, @unchecked Sendable {
    open var url: URL { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscenesession
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UISceneSession: NSObject {
    open var scene: UIScene? { fatalError() }
    open var role: UISceneSession.Role { fatalError() }
    open var configuration: UISceneConfiguration { fatalError() }
    open var persistentIdentifier: String { fatalError() }
    open var stateRestorationActivity: NSUserActivity? { get { fatalError() } set { fatalError() } }
    open var userInfo: [String: Any]? { get { fatalError() } set { fatalError() } }

    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static var windowApplication: Role { fatalError() }
        @available(iOS, introduced: 13.0, deprecated: 16.0) public static var windowExternalDisplay: Role { fatalError() }
        @available(iOS 16.0, *) public static var windowExternalDisplayNonInteractive: Role { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uisceneconfiguration
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }
    open var name: String? { fatalError() }
    open var role: UISceneSession.Role { fatalError() }
    open var sceneClass: AnyClass? { get { fatalError() } set { fatalError() } }
    open var delegateClass: AnyClass? { get { fatalError() } set { fatalError() } }
    open var storyboard: UIStoryboard? { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate — optional
/// requirements modelled as requirements with default implementations (see
/// UIApplicationDelegate).
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}
@available(iOS 13.0, *)
extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { fatalError() }
    public func sceneDidDisconnect(_ scene: UIScene) { fatalError() }
    public func sceneDidBecomeActive(_ scene: UIScene) { fatalError() }
    public func sceneWillResignActive(_ scene: UIScene) { fatalError() }
    public func sceneWillEnterForeground(_ scene: UIScene) { fatalError() }
    public func sceneDidEnterBackground(_ scene: UIScene) { fatalError() }
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { fatalError() }
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { fatalError() }
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { fatalError() }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)
    @available(iOS 26.0, *)
    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
}
@available(iOS 13.0, *)
extension UIWindowSceneDelegate {
    public var window: UIWindow? { get { fatalError() } set { fatalError() } }
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { fatalError() }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) { fatalError() }
    @available(iOS 26.0, *)
    public func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIWindowScene: UIScene, UITraitEnvironment {
    /// apple-api.md §2: `var screen: UIScreen { get }`.
    open var screen: UIScreen { fatalError() }
    open var windows: [UIWindow] { fatalError() }
    @available(iOS 15.0, *) open var keyWindow: UIWindow? { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use effectiveGeometry.interfaceOrientation instead.")
    open var interfaceOrientation: UIInterfaceOrientation { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace instead.")
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
    @available(iOS 16.0, *) open var effectiveGeometry: UIWindowScene.Geometry { fatalError() }
    open var statusBarManager: UIStatusBarManager? { fatalError() }
    open var sizeRestrictions: UISceneSizeRestrictions? { fatalError() }
    @available(iOS 16.0, *) open func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiwindowscene/geometry (iOS 16)
    @available(iOS 16.0, *)
    @MainActor @preconcurrency open class Geometry: NSObject {
        open var interfaceOrientation: UIInterfaceOrientation { fatalError() }
        @available(iOS 26.0, *) open var coordinateSpace: any UICoordinateSpace { fatalError() }
        @available(iOS 26.0, *) open var isInteractivelyResizing: Bool { fatalError() }
        @available(iOS 26.0, *) open var isInterfaceOrientationLocked: Bool { fatalError() }
        open var systemFrame: CGRect { fatalError() }
    }
    @available(iOS 16.0, *)
    @MainActor @preconcurrency open class GeometryPreferences: NSObject {
        @MainActor @preconcurrency open class iOS: GeometryPreferences {
            public convenience init(interfaceOrientations: UIInterfaceOrientationMask) { fatalError() }
            open var interfaceOrientations: UIInterfaceOrientationMask { get { fatalError() } set { fatalError() } }
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uistatusbarmanager
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect { fatalError() }
    open var isStatusBarHidden: Bool { fatalError() }
    open var statusBarStyle: UIStatusBarStyle { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/uiscenesizerestrictions
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize { get { fatalError() } set { fatalError() } }
    open var maximumSize: CGSize { get { fatalError() } set { fatalError() } }
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor @preconcurrency open class UIScreen: NSObject, UITraitEnvironment {
    /// Hard-deprecated in iOS 26.0 (apple-api.md §2).
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for properties like UIScreen.scale with trait equivalents, use a traitCollection found through context.")
    open class var main: UIScreen { fatalError() }
    @available(iOS, introduced: 3.2, deprecated: 16.0, message: "Use UIApplication.shared.openSessions to find open sessions with scenes from other screens")
    open class var screens: [UIScreen] { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var nativeBounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var nativeScale: CGFloat { fatalError() }
    open var brightness: CGFloat { get { fatalError() } set { fatalError() } }
    open var maximumFramesPerSecond: Int { fatalError() }
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
    open var fixedCoordinateSpace: any UICoordinateSpace { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    public static var didConnectNotification: NSNotification.Name { fatalError() }
    public static var didDisconnectNotification: NSNotification.Name { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/ui_user_interface_idiom()
@available(iOS, introduced: 3.2, deprecated: 100000.0)
@MainActor public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { fatalError() }

/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor @preconcurrency open class UIDevice: NSObject {
    open class var current: UIDevice { fatalError() }
    open var name: String { fatalError() }
    open var model: String { fatalError() }
    open var systemName: String { fatalError() }
    open var systemVersion: String { fatalError() }
    open var identifierForVendor: UUID? { fatalError() }
    /// Not deprecated; the physical orientation (apple-api.md §5).
    open var orientation: UIDeviceOrientation { fatalError() }
    open var isGeneratingDeviceOrientationNotifications: Bool { fatalError() }
    open func beginGeneratingDeviceOrientationNotifications() { fatalError() }
    open func endGeneratingDeviceOrientationNotifications() { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var isBatteryMonitoringEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var batteryLevel: Float { fatalError() }
    public static var orientationDidChangeNotification: NSNotification.Name { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uideviceorientation
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 3, landscapeRight = 4, faceUp = 5, faceDown = 6
    public var isPortrait: Bool { fatalError() }
    public var isLandscape: Bool { fatalError() }
    public var isFlat: Bool { fatalError() }
    public var isValidInterfaceOrientation: Bool { fatalError() }
}
