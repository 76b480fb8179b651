import SwiftUI

struct InboxView: View {
    var body: some View {
        MessageList()
            .navigationBarTitle("Inbox")
    }
}

struct ProfileView: View {
    let user: User

    var body: some View {
        ProfileCard(user: user)
            .navigationBarTitle(Text(user.displayName))
    }
}

struct MessageDetailView: View {
    let message: Message

    var body: some View {
        ScrollView {
            Text(message.body)
                .padding()
        }
        .navigationBarTitle("Details", displayMode: .inline)
        .navigationBarItems(trailing: Button("Reply") { reply() })
    }

    private func reply() {}
}

struct SettingsView: View {
    var body: some View {
        Text("Settings").navigationBarTitle("Settings", displayMode: .large)
    }
}

struct FolderView: View {
    let folder: Folder

    var body: some View {
        FileGrid(folder: folder)
            .navigationBarTitle(
                Text(folder.name),
                displayMode: .automatic
            )
    }
}
