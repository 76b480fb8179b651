import SwiftTree
import UnfoldKit

/// Expo SDK 58+: an `ExpoAppSceneDelegate` subclass; the window block leaves the app delegate (issue 21, docs/frameworks.md).
///
/// The app delegate keeps its `ExpoReactNativeFactory` and conforms to
/// `ExpoReactNativeFactoryProvider` (how `ExpoAppSceneDelegate` reaches the
/// factory and the module name); the `#if os(iOS) || os(tvOS)` window block
/// with `startReactNative` goes, and a new `SceneDelegate.swift` declares
/// `class SceneDelegate: ExpoAppSceneDelegate {}` (named
/// `$(PRODUCT_MODULE_NAME).SceneDelegate` in the manifest, so no `@objc` name is needed), which
/// makes the window from the scene and starts React Native. URL and activity
/// overrides stay: `ExpoAppSceneDelegate` routes scene events to them (and
/// dispatches to `RCTLinkingManager` once).
enum ExpoSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when the launch method is not the bare template's (the caller
    /// then reports `SceneFrameworks.message`).
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        guard let launch = ReactFactoryLaunch(file: file, delegate: d) else { return nil }
        return ReactSceneWriter(launch: launch, expo: true, label: fw.label).run()
    }
}
