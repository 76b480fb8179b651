import SwiftTree
import UnfoldKit

/// Capacitor 8.5+: a scene delegate with the bridge view controller and `SceneDelegateProxy` forwarding (issue 21, docs/frameworks.md).
enum CapacitorSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when this writer does not handle the delegate: the caller then
    /// reports `SceneFrameworks.message`. Not written yet.
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        nil
    }
}
