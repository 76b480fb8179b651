import UIKit

/// App-side launch helpers.
enum Telemetry {
  static func configure() {}
  static func record(launchURL: URL) {}
}

enum BootSplash {
  /// Shows the launch storyboard over the window's root view until JavaScript hides it.
  static func initWithStoryboard(_ name: String, rootView: UIView?) {}
}

enum ShareExtensionInbox {
  static func accept(_ url: URL) -> Bool { url.scheme == "tidepool-share" }
}
