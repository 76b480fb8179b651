import SwiftUI

struct PhoneBadge: View {
    var body: some View {
        #if os(iOS)
        Image(systemName: "iphone")
            .foregroundStyle(Color.accentColor)
        #else
        Image(systemName: "laptopcomputer")
        #endif
    }
}
