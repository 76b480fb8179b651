import SwiftUI

/// Built for iOS 15, macOS 12 and tvOS 15: `foregroundStyle` exists on all three.
struct SyncStatus: View {
    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .foregroundColor(.orange)
    }
}
