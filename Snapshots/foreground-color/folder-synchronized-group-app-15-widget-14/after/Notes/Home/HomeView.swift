import SwiftUI

struct HomeView: View {
    var body: some View {
        Image(systemName: "note.text")
            .foregroundStyle(Color.accentColor)
    }
}
