import Foundation

/// A tiny stand-in for a third-party analytics SDK.
final class Analytics {
    static let shared = Analytics()

    private var apiKey: String?
    private var pending: [String] = []

    func start(apiKey: String) {
        self.apiKey = apiKey
    }

    func track(_ event: String) {
        pending.append(event)
    }

    func flush() {
        guard apiKey != nil else { return }
        pending.removeAll()
    }
}
