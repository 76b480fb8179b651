//
//  AppDelegate.swift
//  Scratchpad
//
//  Created by Dana Whitfield on 14.03.19.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: NotesViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        // Called right before the app stops being active, for example for an incoming call.
        // Pause timers and lower frame rates here.
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        // Free shared resources and save user data here.
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        // Undo the changes made when the app entered the background.
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        // Restart the tasks that were paused while the app was inactive.
    }

    func applicationWillTerminate(_ application: UIApplication) {
        // Save data if appropriate. See also applicationDidEnterBackground(_:).
    }
}
