import SwiftUI

struct PhoneBadge: View {
    var body: some View {
        #if os(iOS)
        Image(systemName: "iphone")
            .foregroundColor(.accentColor)
        #else
        Image(systemName: "laptopcomputer")
        #endif
    }
}
