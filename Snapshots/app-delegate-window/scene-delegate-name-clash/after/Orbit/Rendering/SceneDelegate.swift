import SceneKit

/// Drives the per-frame updates of the 3D model viewer.
final class SceneDelegate: NSObject, SCNSceneRendererDelegate {
    var onFrame: ((TimeInterval) -> Void)?

    func renderer(_ renderer: SCNSceneRenderer, updateAtTime time: TimeInterval) {
        onFrame?(time)
    }
}
