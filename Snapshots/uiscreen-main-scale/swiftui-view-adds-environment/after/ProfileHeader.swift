import SwiftUI

struct ProfileHeader: View {
    @Environment(\.displayScale) private var displayScale
    let name: String
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 8) {
            Text(name)
                .font(.headline)
            Rectangle()
                .frame(height: 1 / displayScale)
            if isExpanded {
                Rectangle()
                    .frame(height: 2 / displayScale)
            }
        }
        .padding(.horizontal, (16 * displayScale).rounded() / displayScale)
        .onTapGesture { isExpanded.toggle() }
    }
}
