import SwiftUI

struct LiveBadge: View {
    let status: String
    let percent: Int
    let dimmed: Bool

    func fontColor() -> Color {
        dimmed ? .gray : .white
    }

    func fontColor(highlighted: Bool) -> Color? {
        highlighted ? .yellow : nil
    }

    var body: some View {
        VStack {
            Text(status)
                .foregroundColor(.white)
                .bold()
            Text("Labs")
                .foregroundColor(.white)
                .tracking(-2)
            Text("More soon")
                .foregroundColor(Palette.accent)
                .fontWeight(.bold)
            Text("Zap").foregroundColor(fontColor())
            Text("Supporter").foregroundColor(levelColor(percent))
            Text("Muted").foregroundColor(Palette.muted.opacity(0.5))
            Text("Border").foregroundColor(dimmed ? Palette.border : .secondary)
            Text("Night").foregroundColor(Palette.tint(dimmed: dimmed))
            Text("Terms")
                .foregroundColor(.blue)
                .underline()
            Text("Loud")
                .foregroundColor(.red)
                .shouting()
            Text("Maybe").foregroundColor(Palette.highlight)
            Text("Star").foregroundColor(fontColor(highlighted: true))
        }
    }
}
