import SwiftUI

/// Built for iOS 16 and macOS 12: `NavigationStack` is macOS 13.
struct ShelfView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Books")
            }
        }
        .navigationViewStyle(.stack)
    }
}

#if os(iOS)
/// Built for iOS only.
struct PhoneShelfView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Books")
            }
        }
        .navigationViewStyle(.stack)
    }
}
#endif
