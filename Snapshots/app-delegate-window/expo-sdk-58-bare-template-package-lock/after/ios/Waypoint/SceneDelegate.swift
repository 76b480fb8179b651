import Expo
import React
import ReactAppDependencyProvider

class SceneDelegate: ExpoAppSceneDelegate {
}
