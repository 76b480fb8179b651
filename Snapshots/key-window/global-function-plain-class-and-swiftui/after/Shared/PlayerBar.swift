import SwiftUI

struct PlayerBar: View {
    let title: String

    var body: some View {
        HStack {
            Image(systemName: "play.fill")
            Text(title)
        }
        .padding(.bottom, UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0)
    }
}
