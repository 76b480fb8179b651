import SwiftUI

struct Header: View {
    var title: String

    var body: some View {
        GeometryReader { geo in
            Text(title)
                .font(.headline)
                .padding(.leading, geo.safeAreaInsets.leading).padding(.trailing, geo.safeAreaInsets.trailing)
                .frame(width: geo.size.width - geo.safeAreaInsets.trailing - geo.safeAreaInsets.leading)
        }
    }
}
