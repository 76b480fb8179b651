// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
struct Flags {
    let beta: Bool
}

struct User {
    let isInternal: Bool
}

enum Item {
    case walletPass
    case link
}

final class RemoteConfig {
    static let shared = RemoteConfig()
    var isOnboardingExperimentEnabled: Bool { false }
}
