import SwiftUI

struct CartBadge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .padding(4)
            .background(Circle().foregroundStyle(.red))
    }
}
