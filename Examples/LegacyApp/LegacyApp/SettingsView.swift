import SwiftUI

struct SettingsView: View {
    @State private var notificationsEnabled = true
    @State private var autoplayVideos = false
    var onDismiss: () -> Void = {}

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Feed")) {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Rectangle()
                        .fill(Color.secondary)
                        .frame(height: 1 / UIScreen.main.scale)
                    Toggle("Autoplay videos", isOn: $autoplayVideos)
                }
            }
            .navigationBarTitle("Settings")
            .navigationBarItems(
                leading: Button("Cancel") { onDismiss() },
                trailing: Button("Done") {
                    Analytics.shared.track("settings_saved")
                    onDismiss()
                }
            )
        }
    }
}
