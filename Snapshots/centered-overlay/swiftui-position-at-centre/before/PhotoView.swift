import SwiftUI

struct PhotoView: View {
    @State private var showMenu = false

    var body: some View {
        GeometryReader { geo in
            Image("photo")
                .overlay {
                    if showMenu {
                        CustomMenu()
                            .position(x: geo.size.width / 2, y: geo.size.height / 2)
                    }
                }
        }
    }
}

struct CustomMenu: View {
    var body: some View {
        GeometryReader { proxy in
            Text("Menu")
                .position(x: proxy.frame(in: .local).midX, y: proxy.frame(in: .local).midY)
        }
    }
}

struct ToastHost: View {
    var body: some View {
        GeometryReader { g in
            Text("Saved")
                .position(CGPoint(x: g.size.width * 0.5, y: (g.size.height) / 2.0))
        }
    }
}
