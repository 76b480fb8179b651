import SwiftUI

struct PlayerChrome: View {
    var body: some View {
        ZStack {
            Color(UIColor.black)
                .ignoresSafeArea()
            Text("Now Playing")
                .foregroundStyle(Color(uiColor: .white))
        }
        .background(Color(.clear))
    }
}
