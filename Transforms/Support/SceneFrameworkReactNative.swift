import SwiftTree
import UnfoldKit

/// React Native 0.88+: a scene delegate that creates the factory and window from the window scene and starts React Native with the connection options (issue 21, docs/frameworks.md).
///
/// The app delegate's factory setup (the statements that create the
/// `RCTReactNativeFactory`, its delegate and their properties) and the start
/// move into a new `SceneDelegate.swift`, the start calling
/// `startReactNative(withModuleName:in:connectionOptions:)` in a
/// `UIWindow(windowScene:)` that is also handed to the app delegate's
/// `window`; the app's `ReactNativeDelegate` class (with its `bundleURL()`)
/// stays where it is. `scene(_:openURLContexts:)` and `scene(_:continue:)` go
/// to `RCTLinkingManager`; the app delegate's template linking handlers go.
enum ReactNativeSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when the launch method is not the factory template's (the
    /// caller then reports `SceneFrameworks.message`).
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        guard let launch = ReactFactoryLaunch(file: file, delegate: d) else { return nil }
        return ReactSceneWriter(launch: launch, expo: false, label: fw.label).run()
    }
}
