import SwiftUI

struct BadgeView: View {
    let isCompact: Bool

    var body: some View {
        VStack {
            Image(systemName: "star")
                .resizable()
                .frame(width: 24, height: 24)
                .cornerRadius(4)
            Text("New")
                .padding(4)
                .background(Color.accentColor)
                .cornerRadius(isCompact ? 0 : 10)
            Rectangle()
                .cornerRadius(8, antialiased: false)
        }
        // .cornerRadius(6) in a comment, and "cornerRadius(6)" in a string
        .accessibilityLabel("cornerRadius(6)")
    }
}
