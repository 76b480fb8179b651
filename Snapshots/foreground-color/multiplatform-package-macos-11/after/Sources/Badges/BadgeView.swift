import SwiftUI

/// Built for iOS 15, macOS 11 and watchOS 7: `foregroundStyle` is macOS 12 / watchOS 8.
struct BadgeView: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
                .foregroundColor(.red)
            #if os(iOS)
            Text("iOS only")
                .foregroundStyle(.blue)
            #elseif os(macOS)
            Text("Mac only")
                .foregroundColor(.green)
            #endif
        }
    }
}
