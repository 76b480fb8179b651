import SwiftUI

struct Ruler: View {
    static let tickWidth: CGFloat = 1 / UIScreen.main.scale
    let majorTickWidth = 2 / UIScreen.main.scale
    var count: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<count, id: \.self) { index in
                Rectangle()
                    .frame(width: index % 5 == 0 ? majorTickWidth : Ruler.tickWidth, height: 12)
            }
        }
        .offset(y: 1 / UIScreen.main.scale)
    }
}
