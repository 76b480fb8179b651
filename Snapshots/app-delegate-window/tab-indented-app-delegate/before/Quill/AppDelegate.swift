import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
	var window: UIWindow?

	func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
		let editor = EditorViewController(document: .untitled)
		window = UIWindow(frame: UIScreen.main.bounds)
		window?.rootViewController = UINavigationController(rootViewController: editor)
		window?.makeKeyAndVisible()
		return true
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
