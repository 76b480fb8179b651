import SwiftUI

struct GameCard: View {
    var color: Color
    let tint = Color.red
    var highlight: Color?

    var body: some View {
        VStack {
            Text("Your turn")
                .foregroundColor(self.color.opacity(0.4))
            Text("Score")
                .foregroundColor(self.tint)
            Text("Best")
                .foregroundColor(self.highlight)
        }
    }
}

extension GameCard {
    var footer: some View {
        Text("Rematch")
            .foregroundColor(self.color)
    }
}
