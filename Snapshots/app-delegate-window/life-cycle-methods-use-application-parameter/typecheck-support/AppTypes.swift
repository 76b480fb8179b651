// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import UIKit

final class TimerViewController: UIViewController {}

final class FocusTimer {
    static let shared = FocusTimer()
    var isRunning = false
    func pause() {}
}

final class SessionStore {
    static let shared = SessionStore()
    func save(completion: @escaping () -> Void = {}) {}
}

enum Log {
    static func debug(_ message: String) {}
}
