import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
	var window: UIWindow?

	func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
		return true
	}

	/// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
	func installRootUI(in sceneWindow: UIWindow) {
		let editor = EditorViewController(document: .untitled)
		window = sceneWindow
		window?.rootViewController = UINavigationController(rootViewController: editor)
		window?.makeKeyAndVisible()
	}

	func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
		let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
		configuration.delegateClass = SceneDelegate.self
		return configuration
	}

	func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
		return .all
	}

	func applicationWillResignActive(_ application: UIApplication) {
		if DocumentStore.shared.hasUnsavedChanges {
			DocumentStore.shared.autosave()
		}
	}
}
