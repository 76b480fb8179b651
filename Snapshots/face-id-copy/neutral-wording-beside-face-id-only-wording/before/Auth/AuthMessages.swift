import Foundation

enum AuthFailure {
    case passcodeNotSet
    case biometryNotEnrolled
    case other
}

func message(for failure: AuthFailure) -> String {
    switch failure {
    case .passcodeNotSet:
        return NSLocalizedString("Authentication requires a passcode. Please set one in Settings > Face ID & Passcode.", comment: "")
    case .biometryNotEnrolled:
        return NSLocalizedString("Please set up Face ID or Touch ID.", comment: "")
    case .other:
        return NSLocalizedString("Authentication failed.", comment: "")
    }
}
