import LocalAuthentication
import SwiftUI

struct BiometryLabel: View {
    private var name: String {
        let context = LAContext()
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        switch context.biometryType {
        case .faceID: return "Face ID"
        case .touchID: return "Touch ID"
        case .opticID: return "Optic ID"
        default: return "Passcode"
        }
    }

    var body: some View {
        Text("Unlock with \(name)")
        Text("Face ID is used only on this device.")
    }
}
