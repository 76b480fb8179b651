import SwiftUI

struct CountView: View {
    let count: Int

    var body: some View {
        VStack {
            Text("Count ").foregroundStyle(.gray)
                + Text(String(count)).foregroundStyle(.gray)
            Text("Items")
                .foregroundStyle(Color.secondary)
        }
    }
}
