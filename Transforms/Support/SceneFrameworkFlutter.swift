import SwiftTree
import UnfoldKit

/// Flutter 3.38+: the implicit-engine app delegate (`FlutterImplicitEngineDelegate`, plugins registered in `didInitializeImplicitFlutterEngine`) and the manifest naming `FlutterSceneDelegate` (issue 21, docs/frameworks.md).
enum FlutterSceneShape {
    /// The findings (with the fix) for the app delegate `delegate` of `file`,
    /// or nil when this writer does not handle the delegate: the caller then
    /// reports `SceneFrameworks.message`. Not written yet.
    static func migrate(delegate d: Int, _ fw: AppFramework, in file: FileContext) -> [Finding]? {
        nil
    }
}
