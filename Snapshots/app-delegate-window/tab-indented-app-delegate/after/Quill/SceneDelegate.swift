import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
	var window: UIWindow?

	func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
		guard let windowScene = scene as? UIWindowScene else { return }
		let editor = EditorViewController(document: .untitled)
		window = UIWindow(windowScene: windowScene)
		window?.rootViewController = UINavigationController(rootViewController: editor)
		window?.makeKeyAndVisible()
	}

	func sceneWillResignActive(_ scene: UIScene) {
		if DocumentStore.shared.hasUnsavedChanges {
			DocumentStore.shared.autosave()
		}
	}
}
