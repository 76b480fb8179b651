import SwiftUI
import WebKit

struct WebView: UIViewRepresentable {
    typealias View = WKWebView

    func makeUIView(context: Context) -> View {
        View()
    }

    func updateUIView(_ view: View, context: Context) {}
}
