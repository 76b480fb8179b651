// Expo stub (docs/sdk-stubs.md, issue 21): the app-delegate classes of the
// expo package's ios/AppDelegates (ExpoAppDelegate.swift,
// ExpoReactNativeFactory.swift, ExpoReactNativeFactoryDelegate.swift) and,
// from SDK 58 (expo/expo PR #46733), ExpoAppSceneDelegate.swift and
// ExpoReactNativeFactoryProvider.swift.
@_exported import ExpoModulesCore

/// ExpoAppDelegate.swift: the app delegate base class of the bare template.
@MainActor @preconcurrency
open class ExpoAppDelegate: NSObject, UIApplicationDelegate {
    public override init() { fatalError() }
    /// SDK 53–57 templates: `bindReactNativeFactory(factory)` after creating the factory.
    public func bindReactNativeFactory(_ factory: RCTReactNativeFactory) { fatalError() }
    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { fatalError() }
    open func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { fatalError() }
    open func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                          restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { fatalError() }
}

/// ExpoReactNativeFactoryDelegate.swift: `open class ExpoReactNativeFactoryDelegate: RCTDefaultReactNativeFactoryDelegate`.
open class ExpoReactNativeFactoryDelegate: RCTDefaultReactNativeFactoryDelegate {}

/// ExpoReactNativeFactory.swift: `open class ExpoReactNativeFactory: RCTReactNativeFactory`.
open class ExpoReactNativeFactory: RCTReactNativeFactory {}

/// ExpoReactNativeFactoryProvider.swift (SDK 58): how ExpoAppSceneDelegate reaches the factory the app delegate made.
public protocol ExpoReactNativeFactoryProvider: AnyObject {
    var window: UIWindow? { get set }
    var reactNativeFactory: RCTReactNativeFactory? { get }
    /// The registered module name; `"main"` by default.
    var reactNativeFactoryModuleName: String { get }
}

extension ExpoReactNativeFactoryProvider {
    public var reactNativeFactoryModuleName: String { fatalError() }
}

/// ExpoAppSceneDelegate.swift (SDK 58): `@objc(EXExpoAppSceneDelegate) open class ExpoAppSceneDelegate: UIResponder, UIWindowSceneDelegate`;
/// makes the window from the scene and starts React Native from the app delegate's factory.
open class ExpoAppSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public override init() { fatalError() }
    open var window: UIWindow?
    open func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { fatalError() }
    open func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { fatalError() }
    open func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { fatalError() }
}
