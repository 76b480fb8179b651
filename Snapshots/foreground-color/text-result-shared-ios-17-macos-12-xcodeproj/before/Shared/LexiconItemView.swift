import SwiftUI

struct LexiconItemView: View {
    let count: Int

    var body: some View {
        VStack {
            Text("Count ").foregroundColor(.gray)
                + Text(String(count)).foregroundColor(.gray)
            Text("Items")
                .foregroundColor(.secondary)
        }
    }
}
