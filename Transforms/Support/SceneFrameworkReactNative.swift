import SwiftTree
import UnfoldKit

/// React Native 0.88+: a scene delegate that creates the factory and window from the window scene and starts React Native with the connection options (issue 21, docs/frameworks.md).
enum ReactNativeSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when this writer does not handle the delegate: the caller then
    /// reports `SceneFrameworks.message`. Not written yet.
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        nil
    }
}
