import SwiftUI

struct Header: View {
    var title: String

    var body: some View {
        GeometryReader { geo in
            Text(title)
                .font(.headline)
                .padding(.horizontal, geo.safeAreaInsets.leading)
                .frame(width: geo.size.width - geo.safeAreaInsets.trailing * 2)
        }
    }
}
