import SwiftUI

/// Uses `Color.primary` rather than `Color(uiColor: .label)`.
struct Legend: View {
    var body: some View {
        // Color(UIColor.secondaryLabel) looked washed out here.
        Text("Color(.label)")
            .foregroundStyle(Color.primary)
    }
}
