import Flutter
import UIKit

@main
class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = window?.rootViewController as! FlutterViewController
    controller.view.backgroundColor = .black
    let tides = FlutterMethodChannel(name: "harbour.tides/store", binaryMessenger: controller.binaryMessenger)
    tides.setMethodCallHandler { _, result in
      result(nil)
    }
    GeneratedPluginRegistrant.register(with: self)
    TideStore.shared.warmUp()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
