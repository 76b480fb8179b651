import SwiftUI

struct ProfileHeader: View {
    let name: String
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 8) {
            Text(name)
                .font(.headline)
            Rectangle()
                .frame(height: 1 / UIScreen.main.scale)
            if isExpanded {
                Rectangle()
                    .frame(height: 2 / UIScreen.main.scale)
            }
        }
        .padding(.horizontal, (16 * UIScreen.main.scale).rounded() / UIScreen.main.scale)
        .onTapGesture { isExpanded.toggle() }
    }
}
