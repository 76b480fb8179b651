import SwiftUI

struct Badge: View {
    var body: some View {
        Circle()
            .foregroundColor(.red)
            .frame(width: 8, height: 8)
    }
}
