// Flutter stub (docs/sdk-stubs.md): the iOS embedding API the Flutter cases
// use. Flutter's headers (flutter/flutter
// engine/src/flutter/shell/platform/darwin/ios/framework/Headers/):
// FlutterAppDelegate.h, FlutterPlugin.h, FlutterBinaryMessenger.h,
// FlutterChannels.h, FlutterCodecs.h, FlutterViewController.h,
// FlutterSceneDelegate.h. Objective-C protocols (`NSObject<P>*`) are Swift
// protocols refining AnyObject, as for UIKit's delegates.
@_exported import UIKit

/// FlutterBinaryMessenger.h: `@protocol FlutterBinaryMessenger <NSObject>`.
@MainActor @preconcurrency public protocol FlutterBinaryMessenger: AnyObject {}

/// FlutterTexture.h: `@protocol FlutterTextureRegistry <NSObject>`.
@MainActor @preconcurrency public protocol FlutterTextureRegistry: AnyObject {}

/// FlutterPlugin.h: `@protocol FlutterBaseRegistrar <NSObject>`.
@MainActor @preconcurrency public protocol FlutterBaseRegistrar: AnyObject {
    func messenger() -> any FlutterBinaryMessenger
    func textures() -> any FlutterTextureRegistry
}

/// FlutterPlugin.h: `@protocol FlutterApplicationRegistrar <FlutterBaseRegistrar>`.
@MainActor @preconcurrency public protocol FlutterApplicationRegistrar: FlutterBaseRegistrar {}

/// FlutterPlugin.h: `@protocol FlutterPluginRegistrar <FlutterBaseRegistrar>`.
@MainActor @preconcurrency public protocol FlutterPluginRegistrar: FlutterBaseRegistrar {
    var viewController: UIViewController? { get }
    func publish(_ value: NSObject)
}

/// FlutterPlugin.h: `@protocol FlutterPluginRegistry <NSObject>`.
@MainActor @preconcurrency public protocol FlutterPluginRegistry: AnyObject {
    func registrar(forPlugin pluginKey: String) -> (any FlutterPluginRegistrar)?
    func hasPlugin(_ pluginKey: String) -> Bool
    func valuePublished(byPlugin pluginKey: String) -> NSObject?
}

/// FlutterPlugin.h: `@protocol FlutterAppLifeCycleProvider <UNUserNotificationCenterDelegate>` (its method not modelled).
@MainActor @preconcurrency public protocol FlutterAppLifeCycleProvider: AnyObject {}

/// FlutterAppDelegate.h (Flutter 3.38+): `@protocol FlutterImplicitEngineBridge <NSObject>`,
/// handed to `didInitializeImplicitFlutterEngine:`.
@MainActor @preconcurrency public protocol FlutterImplicitEngineBridge: AnyObject {
    var pluginRegistry: any FlutterPluginRegistry { get }
    var applicationRegistrar: any FlutterApplicationRegistrar { get }
}

/// FlutterAppDelegate.h (Flutter 3.38+): `@protocol FlutterImplicitEngineDelegate <NSObject>`,
/// adopted by the app delegate to register plugins on the engine the scene's
/// FlutterViewController creates.
@MainActor @preconcurrency public protocol FlutterImplicitEngineDelegate: AnyObject {
    func didInitializeImplicitFlutterEngine(_ engineBridge: any FlutterImplicitEngineBridge)
}

/// FlutterAppDelegate.h: `@interface FlutterAppDelegate : UIResponder
/// <UIApplicationDelegate, FlutterPluginRegistry, FlutterAppLifeCycleProvider>`
/// with `@property(strong, nonatomic) UIWindow* window` (no nullability: `UIWindow!`).
/// The UIApplicationDelegate methods FlutterAppDelegate.mm implements are
/// overridable members.
@MainActor @preconcurrency open class FlutterAppDelegate: UIResponder, UIApplicationDelegate, FlutterPluginRegistry, FlutterAppLifeCycleProvider {
    open var window: UIWindow! { get { fatalError() } set { fatalError() } }
    open func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { fatalError() }
    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { fatalError() }
    open func applicationDidBecomeActive(_ application: UIApplication) { fatalError() }
    open func applicationWillResignActive(_ application: UIApplication) { fatalError() }
    open func applicationDidEnterBackground(_ application: UIApplication) { fatalError() }
    open func applicationWillEnterForeground(_ application: UIApplication) { fatalError() }
    open func applicationWillTerminate(_ application: UIApplication) { fatalError() }
    open func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { fatalError() }
    open func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { fatalError() }
    open func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { fatalError() }
    open func registrar(forPlugin pluginKey: String) -> (any FlutterPluginRegistrar)? { fatalError() }
    open func hasPlugin(_ pluginKey: String) -> Bool { fatalError() }
    open func valuePublished(byPlugin pluginKey: String) -> NSObject? { fatalError() }
}

/// FlutterSceneDelegate.h (Flutter 3.38+): `@interface FlutterSceneDelegate :
/// UIResponder <UIWindowSceneDelegate, FlutterSceneLifeCycleProvider>`, named
/// by the Info.plist scene manifest.
@available(iOS 13.0, *)
@MainActor @preconcurrency open class FlutterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    open var window: UIWindow? { get { fatalError() } set { fatalError() } }
    open func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { fatalError() }
}

/// FlutterViewController.h: `@interface FlutterViewController : UIViewController <FlutterTextureRegistry, FlutterPluginRegistry, …>`.
@MainActor @preconcurrency open class FlutterViewController: UIViewController {
    /// `@property(nonatomic, readonly) NSObject<FlutterBinaryMessenger>* binaryMessenger`.
    open var binaryMessenger: any FlutterBinaryMessenger { fatalError() }
}

/// FlutterCodecs.h: `@interface FlutterMethodCall : NSObject`.
open class FlutterMethodCall: NSObject {
    open var method: String { fatalError() }
    open var arguments: Any? { fatalError() }
}

/// FlutterCodecs.h: `@interface FlutterError : NSObject`.
open class FlutterError: NSObject {
    public init(code: String, message: String?, details: Any?) { fatalError() }
}

/// FlutterCodecs.h: `FLUTTER_DARWIN_EXPORT extern NSObject const* FlutterMethodNotImplemented`.
public let FlutterMethodNotImplemented: NSObject = NSObject()

/// FlutterChannels.h: `typedef void (^FlutterResult)(id _Nullable result)`.
public typealias FlutterResult = (Any?) -> Void

/// FlutterChannels.h: `typedef void (^FlutterMethodCallHandler)(FlutterMethodCall* call, FlutterResult result)`.
public typealias FlutterMethodCallHandler = (FlutterMethodCall, @escaping FlutterResult) -> Void

/// FlutterChannels.h: `@interface FlutterMethodChannel : NSObject`.
@MainActor @preconcurrency open class FlutterMethodChannel: NSObject {
    public init(name: String, binaryMessenger messenger: any FlutterBinaryMessenger) { fatalError() }
    open func setMethodCallHandler(_ handler: FlutterMethodCallHandler?) { fatalError() }
    open func invokeMethod(_ method: String, arguments: Any?) { fatalError() }
}
