import SwiftUI

typealias Screen = View

struct OrderScreen: Screen {
    @Environment(\.displayScale) private var displayScale
    var body: some View {
        List {
            Text("Order")
        }
        .padding(.top, 2 / displayScale)
    }
}
