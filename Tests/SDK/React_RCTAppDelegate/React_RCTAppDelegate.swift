// React_RCTAppDelegate stub (docs/sdk-stubs.md, issue 21): the factory API of
// React Native's Libraries/AppDelegate (RCTReactNativeFactory.h,
// RCTDefaultReactNativeFactoryDelegate.h); `startReactNativeWithModuleName:inWindow:connectionOptions:`
// is React Native 0.88's (react/react-native PR #57700).
@_exported import React

/// RCTReactNativeFactory.h: `@protocol RCTReactNativeFactoryDelegate` (the members the templates use).
public protocol RCTReactNativeFactoryDelegate: AnyObject {
    /// `@property (nonatomic, strong) id<RCTDependencyProvider> dependencyProvider;`
    var dependencyProvider: (any RCTDependencyProvider)? { get set }
    /// `- (NSURL *_Nullable)bundleURL;`
    func bundleURL() -> URL?
}

/// RCTDefaultReactNativeFactoryDelegate.h: `@interface RCTDefaultReactNativeFactoryDelegate : UIResponder <RCTReactNativeFactoryDelegate>`.
open class RCTDefaultReactNativeFactoryDelegate: UIResponder, RCTReactNativeFactoryDelegate {
    public override init() { fatalError() }
    open var dependencyProvider: (any RCTDependencyProvider)?
    /// RCTBridgeDelegate: `- (NSURL *)sourceURLForBridge:(RCTBridge *)bridge;`
    open func sourceURL(for bridge: RCTBridge) -> URL? { fatalError() }
    open func bundleURL() -> URL? { fatalError() }
}

/// React/DevSupport/RCTDevMenuConfiguration.h (React Native 0.81+).
open class RCTDevMenuConfiguration: NSObject {
    /// `- (instancetype)initWithDevMenuEnabled:(BOOL)devMenuEnabled shakeGestureEnabled:(BOOL)shakeGestureEnabled keyboardShortcutsEnabled:(BOOL)keyboardShortcutsEnabled;`
    public init(devMenuEnabled: Bool, shakeGestureEnabled: Bool, keyboardShortcutsEnabled: Bool) { fatalError() }
}

/// RCTReactNativeFactory.h.
open class RCTReactNativeFactory: NSObject {
    /// `@property (nonatomic, strong, nullable) RCTDevMenuConfiguration *devMenuConfiguration;`
    open var devMenuConfiguration: RCTDevMenuConfiguration?
    /// `- (instancetype)initWithDelegate:(id<RCTReactNativeFactoryDelegate>)delegate;`
    public init(delegate: any RCTReactNativeFactoryDelegate) { fatalError() }
    /// `- (void)startReactNativeWithModuleName:(NSString *)moduleName inWindow:(UIWindow *_Nullable)window launchOptions:(NSDictionary *_Nullable)launchOptions;`
    open func startReactNative(withModuleName moduleName: String, in window: UIWindow?, launchOptions: [UIApplication.LaunchOptionsKey: Any]?) { fatalError() }
    /// React Native 0.88: `- (void)startReactNativeWithModuleName:(NSString *)moduleName inWindow:(UIWindow *_Nullable)window connectionOptions:(UISceneConnectionOptions *_Nullable)connectionOptions;`
    open func startReactNative(withModuleName moduleName: String, in window: UIWindow?, connectionOptions: UIScene.ConnectionOptions?) { fatalError() }
}
