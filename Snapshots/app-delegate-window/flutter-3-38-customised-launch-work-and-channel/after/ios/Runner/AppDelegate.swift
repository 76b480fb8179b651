import Flutter
import UIKit
import os

// Tide Log: warms the tide store and answers the battery channel.
@main
class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
  private let batteryChannelName = "harbour.tides/battery"
  private let log = Logger(subsystem: "harbour.tides", category: "launch")

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    TideStore.shared.warmUp()
    log.info("launching")

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
    // The battery level for the tide screen's footer.
    let batteryChannel = FlutterMethodChannel(name: batteryChannelName, binaryMessenger: engineBridge.applicationRegistrar.messenger())
    batteryChannel.setMethodCallHandler { call, result in
      guard call.method == "getBatteryLevel" else {
        result(FlutterMethodNotImplemented)
        return
      }
      UIDevice.current.isBatteryMonitoringEnabled = true
      result(Int(UIDevice.current.batteryLevel * 100))
    }
    GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
  }
}
