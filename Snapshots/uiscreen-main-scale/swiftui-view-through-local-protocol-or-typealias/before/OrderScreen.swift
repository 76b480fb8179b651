import SwiftUI

typealias Screen = View

struct OrderScreen: Screen {
    var body: some View {
        List {
            Text("Order")
        }
        .padding(.top, 2 / UIScreen.main.scale)
    }
}
