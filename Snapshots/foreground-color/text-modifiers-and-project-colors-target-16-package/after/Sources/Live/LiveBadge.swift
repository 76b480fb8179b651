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
                .foregroundStyle(.white)
                .bold()
            Text("Labs")
                .foregroundStyle(.white)
                .tracking(-2)
            Text("More soon")
                .foregroundStyle(Palette.accent)
                .fontWeight(.bold)
            Text("Zap").foregroundStyle(fontColor())
            Text("Supporter").foregroundStyle(levelColor(percent))
            Text("Muted").foregroundStyle(Palette.muted.opacity(0.5))
            Text("Border").foregroundStyle(dimmed ? Palette.border : Color.secondary)
            Text("Night").foregroundStyle(Palette.tint(dimmed: dimmed))
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
