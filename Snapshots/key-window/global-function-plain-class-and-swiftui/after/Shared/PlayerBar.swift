import SwiftUI

struct PlayerBar: View {
    let title: String

    var body: some View {
        HStack {
            Image(systemName: "play.fill")
            Text(title)
        }
        .padding(.bottom, UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).flatMap(\.windows).first(where: { $0.isKeyWindow })?.safeAreaInsets.bottom ?? 0)
    }
}
