// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import Foundation

enum Analytics {
    static func start() {}
    static func track(_ event: String) {}
}

final class OAuthSession {
    static let shared = OAuthSession()
    func resume(with url: URL) {}
}
