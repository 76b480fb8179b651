import SwiftUI

// if UIScreen.main.bounds.width <= 375 { … } used to pick the compact layout.
struct ReaderView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /* geo.size.width > 414 */
    private let note = "width <= 375 means an iPhone SE"
    private let raw = #"bounds.height == 812"#

    var body: some View {
        GeometryReader { geo in
            let columns = geo.size.width >= 600 ? 2 : 1
            Text(note + raw + "\(columns)")
                .frame(maxWidth: horizontalSizeClass == .regular ? 700 : .infinity)
        }
    }
}
