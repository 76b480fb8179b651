import SwiftUI

public struct StatTile: View {
    let label: String
    let value: String

    public var body: some View {
        VStack {
            Text(value)
                .font(Font(UIFont.preferredFont(forTextStyle: .title2)))
            Text(label)
                .font(Font(UIFont.preferredFont(forTextStyle: .caption2)))
            Text("updated")
                .font(Font.footnote)
        }
    }
}
