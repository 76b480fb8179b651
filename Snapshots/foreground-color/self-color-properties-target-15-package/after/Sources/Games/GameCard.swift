import SwiftUI

struct GameCard: View {
    var color: Color
    let tint = Color.red
    var highlight: Color?

    var body: some View {
        VStack {
            Text("Your turn")
                .foregroundStyle(self.color.opacity(0.4))
            Text("Score")
                .foregroundStyle(self.tint)
            Text("Best")
                .foregroundColor(self.highlight)
        }
    }
}

extension GameCard {
    var footer: some View {
        Text("Rematch")
            .foregroundStyle(self.color)
    }
}
