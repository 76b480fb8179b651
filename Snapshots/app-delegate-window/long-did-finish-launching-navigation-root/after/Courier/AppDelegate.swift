import UIKit
import UserNotifications
import os

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let log = Logger(subsystem: "com.example.courier", category: "launch")

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.info("Launching")

        let accent = UIColor(named: "Accent") ?? .systemIndigo
        UINavigationBar.appearance().tintColor = accent
        UITabBar.appearance().tintColor = accent
        UITableView.appearance().backgroundColor = .systemGroupedBackground

        Analytics.shared.configure(apiKey: AppSecrets.analyticsKey)
        Analytics.shared.track(.appLaunched)

        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        application.registerForRemoteNotifications()
        log.info("Launch finished")
        return true
    }

    /// Called by SceneDelegate when its window scene connects: the window setup that ran in didFinishLaunching.
    func installRootUI(in sceneWindow: UIWindow) {
        // Root UI: the inbox inside a navigation controller.
        let inbox = InboxViewController(store: .shared)
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        window = sceneWindow
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushTokenStore.shared.save(deviceToken)
    }
}
