import SwiftUI

struct GalleryView: View {
    let itemWidth: CGFloat

    init() {
        itemWidth = UIScreen.main.bounds.width / 2
    }

    var body: some View {
        Rectangle()
            .frame(width: itemWidth, height: itemWidth)
    }
}
