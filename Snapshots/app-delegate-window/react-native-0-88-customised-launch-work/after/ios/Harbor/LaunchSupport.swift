import UIKit

/// App-side launch helpers (a crash reporter, a boot splash over the React root, a link inbox).
enum CrashReporter {
  static func start(key: String) {}
}

enum BootSplash {
  /// Covers the window's root view until JavaScript hides it.
  static func show(over window: UIWindow?) {}
}

enum LinkInbox {
  static var pending: [URL] = []
  static func isMarketingLink(_ url: URL) -> Bool { url.host == "promo.harbor.app" }
}
