// Capacitor stub (docs/sdk-stubs.md): what the Capacitor cases use.
// ionic-team/capacitor ios/Capacitor/Capacitor/: CAPBridgeViewController.swift,
// CAPApplicationDelegateProxy.swift, CAPSceneDelegateProxy.swift (8.5+).
@_exported import UIKit

/// CAPBridgeViewController.swift: `open class CAPBridgeViewController: UIViewController`,
/// the web view's controller (Main.storyboard's initial controller in the template).
@MainActor @preconcurrency open class CAPBridgeViewController: UIViewController {
    /// `open func capacitorDidLoad()`: called once the bridge is set up (apps register local plugins here).
    open func capacitorDidLoad() { fatalError() }
}

/// CAPApplicationDelegateProxy.swift: `@objc(CAPApplicationDelegateProxy) public class
/// ApplicationDelegateProxy: NSObject, UIApplicationDelegate`.
@MainActor @preconcurrency public class ApplicationDelegateProxy: NSObject, UIApplicationDelegate {
    public static let shared: ApplicationDelegateProxy = { fatalError() }()
    public var lastURL: URL? { get { fatalError() } set { fatalError() } }
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { fatalError() }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { fatalError() }
}

/// CAPSceneDelegateProxy.swift (Capacitor 8.5+): `@objc(CAPSceneDelegateProxy) public class
/// SceneDelegateProxy: NSObject, UISceneDelegate`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public class SceneDelegateProxy: NSObject, UISceneDelegate {
    public static let shared: SceneDelegateProxy = { fatalError() }()
    public private(set) var lastURL: URL? { get { fatalError() } set { fatalError() } }
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { fatalError() }
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { fatalError() }
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { fatalError() }
    public func handle(openURL: URL, scene: UIScene? = nil) { fatalError() }
    public func handle(userActivity: NSUserActivity, scene: UIScene? = nil) { fatalError() }
}
