import LocalAuthentication
import os

/// Wraps Face ID and Touch ID: the doc comment may say "Face ID".
final class AuthService {
    private let logger = Logger(subsystem: "app", category: "auth")
    // "Face ID" in a line comment
    /* Text("Unlock with Face ID") */

    func unlock() {
        print("Face ID prompt shown")
        logger.error("Face ID failed: \(String(describing: self))")
        NSLog("Face ID %@", "started")
        assert(true, "Face ID must be enrolled")
        UserDefaults.standard.set(true, forKey: "Face ID enabled")
        let title = NSLocalizedString("unlock.title", comment: "Title of the Face ID sheet")
        let generic = "Unlock with Face ID or Touch ID"
        Analytics.logEvent("Face ID used", parameters: nil)
        _ = (title, generic)
    }
}

enum Analytics {
    static func logEvent(_ name: String, parameters: [String: Any]?) {}
}
