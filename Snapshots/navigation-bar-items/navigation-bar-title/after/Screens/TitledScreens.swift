import SwiftUI

struct InboxView: View {
    var body: some View {
        MessageList()
            .navigationTitle("Inbox")
    }
}

struct ProfileView: View {
    let user: User

    var body: some View {
        ProfileCard(user: user)
            .navigationTitle(Text(user.displayName))
    }
}

struct MessageDetailView: View {
    let message: Message

    var body: some View {
        ScrollView {
            Text(message.body)
                .padding()
        }
        .navigationTitle("Details")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Reply") { reply() }
            }
        }
    }

    private func reply() {}
}

struct SettingsView: View {
    var body: some View {
        Text("Settings").navigationTitle("Settings").navigationBarTitleDisplayMode(.large)
    }
}

struct FolderView: View {
    let folder: Folder

    var body: some View {
        FileGrid(folder: folder)
            .navigationTitle(Text(folder.name))
            .navigationBarTitleDisplayMode(.automatic)
    }
}
