import SwiftUI

struct BoardView: View {
    var body: some View {
        Text("Board")
            .foregroundColor(.secondary)
    }
}
