import SwiftUI

struct SecuritySettingsView: View {
    @AppStorage("biometricUnlock") private var biometricUnlock = false
    @State private var showError = false

    var body: some View {
        Form {
            Toggle("Unlock with Face ID", isOn: $biometricUnlock)
            Text(String(localized: "Face ID keeps your notes private."))
            Button("Retry") { showError = true }
        }
        .navigationTitle("Face\u{00A0}ID & Passcode")
        .alert("Face ID is not available", isPresented: $showError) {
            Button("OK", role: .cancel) {}
        }
    }
}
