import SwiftUI

/// Overlays still reported, each advice naming a real receiver.
struct UploadScreen: View {
    let uploading: Bool

    var body: some View {
        GeometryReader { geo in
            let frame = geo.frame(in: .local)
            Color.clear
            if uploading {
                ProgressView()
                    .position(x: frame.midX, y: frame.midY)
            }
        }
    }

    func spinner(in proxy: GeometryProxy) -> some View {
        ProgressView()
            .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
    }
}

struct SavedToast: View {
    var body: some View {
        Text("Saved")
            .position(x: UIScreen.main.bounds.width / 2, y: UIScreen.main.bounds.height / 2)
    }
}

/// A HUD modifier centres what it shows: reported (the type's head noun,
/// once `Modifier` is dropped, is HUD).
struct HUDModifier: ViewModifier {
    func body(content: Content) -> some View {
        GeometryReader { geo in
            content
                .position(x: geo.size.width / 2, y: geo.size.height / 2)
        }
    }
}

/// A modifier that centres any content is no overlay: not reported.
struct CenteredModifier: ViewModifier {
    func body(content: Content) -> some View {
        GeometryReader { geo in
            content
                .position(x: geo.size.width / 2, y: geo.size.height / 2)
        }
    }
}
