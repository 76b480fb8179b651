import SwiftTree
import UnfoldKit

/// Expo SDK 58+: an `ExpoAppSceneDelegate` subclass; the window block leaves the app delegate (issue 21, docs/frameworks.md).
enum ExpoSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when this writer does not handle the delegate: the caller then
    /// reports `SceneFrameworks.message`. Not written yet.
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        nil
    }
}
