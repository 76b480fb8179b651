// React stub (docs/sdk-stubs.md, issue 21): what `import React` gives a React
// Native app delegate. React Native headers: React/Base/RCTBridge.h,
// React/Base/RCTBundleURLProvider.h, Libraries/LinkingIOS/RCTLinkingManager.h
// (the scene methods from react/react-native PR #57700, React Native 0.88),
// ReactCommon's RCTDependencyProvider.h.
@_exported import UIKit

/// React/Base/RCTBridge.h: `@property (nonatomic, strong, readonly) NSURL *bundleURL;` (the bridge's, nullable in Swift use).
open class RCTBridge: NSObject {
    open var bundleURL: URL? { fatalError() }
}

/// React/Base/RCTBundleURLProvider.h.
open class RCTBundleURLProvider: NSObject {
    /// `+ (instancetype)sharedSettings;`
    open class func sharedSettings() -> Self { fatalError() }
    /// `- (NSURL *__nullable)jsBundleURLForBundleRoot:(NSString *)bundleRoot;`
    open func jsBundleURL(forBundleRoot bundleRoot: String) -> URL? { fatalError() }
}

/// Libraries/LinkingIOS/RCTLinkingManager.h.
open class RCTLinkingManager: NSObject {
    /// `+ (BOOL)application:(UIApplication *)app openURL:(NSURL *)URL options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options;`
    open class func application(_ app: UIApplication, open URL: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { fatalError() }
    /// `+ (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> *_Nullable))restorationHandler;`
    open class func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { fatalError() }
    /// React Native 0.88 (PR #57700): `+ (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts;`
    open class func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { fatalError() }
    /// React Native 0.88 (PR #57700): `+ (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity;`
    open class func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { fatalError() }
}

/// ReactCommon/react/runtime/platform/ios/ReactCommon/RCTDependencyProvider.h (its requirements are not modelled: no case implements it).
public protocol RCTDependencyProvider: AnyObject {}
