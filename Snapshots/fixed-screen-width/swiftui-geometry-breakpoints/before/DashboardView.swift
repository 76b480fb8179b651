import SwiftUI

struct DashboardView: View {
    var body: some View {
        GeometryReader { geo in
            if geo.size.width > 430 {
                HStack { tiles }
            } else {
                VStack { tiles }
            }
        }
        .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height in
            compact = height < 667
        }
    }

    @State private var compact = false

    private var tiles: some View {
        Text("Tiles")
    }
}
