import SwiftUI

struct ProfileCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Image("avatar")
                .cornerRadius(12)
            Text("Name")
                .cornerRadius(8, corners: [.topLeft, .topRight])
            // Only SwiftUI's has antialiased: (the app's overload does not match).
            Color.gray
                .cornerRadius(4, antialiased: true)
        }
    }
}
