// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct User {
    let displayName: String
}

struct Message {
    let body: String
}

struct Folder {
    let name: String
}

struct MessageList: View {
    var body: some View { EmptyView() }
}

struct ProfileCard: View {
    let user: User
    var body: some View { EmptyView() }
}

struct FileGrid: View {
    let folder: Folder
    var body: some View { EmptyView() }
}
