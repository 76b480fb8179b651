import Foundation

enum UnlockMethod: String, CaseIterable {
    case passcode = "Passcode"
    case biometrics = "Face ID"
}

func unlockPrompt(appName: String) -> String {
    "Use Face ID to open \(appName)"
}

struct OnboardingStep {
    let title: String
    static let security = OnboardingStep(title: "Turn on Face ID")
}
