import SwiftUI

struct SettingsCard: View {
    let tint: UIColor

    var body: some View {
        VStack {
            Text("Storage")
                .foregroundStyle(Color(uiColor: .tertiaryLabel))
            Text("Sync")
                .foregroundStyle(Color(UIColor.systemRed))
            Text("Account")
                .foregroundStyle(Color(uiColor: tint))
            // Keeps the dynamic colour: cgColor would freeze it.
            Text("Legacy")
                .foregroundStyle(Color(UIColor.label.cgColor))
            Text("Muted")
                .foregroundStyle(Color(UIColor.label.withAlphaComponent(0.5)))
        }
        .padding()
        .background(Color(.secondarySystemBackground))
    }
}
