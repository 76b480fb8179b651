import Expo
import React
import ReactAppDependencyProvider

class SceneDelegate: ExpoAppSceneDelegate {
  override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    super.scene(scene, willConnectTo: session, options: connectionOptions)
    BootSplash.initWithStoryboard("BootSplash", rootView: window)
  }
}
