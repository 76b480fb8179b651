import SwiftUI

struct StatusLabel: View {
    let isOnline: Bool

    var body: some View {
        Text(isOnline ? "Online" : "Offline")
            .foregroundColor(isOnline ? .green : .secondary)
    }
}
