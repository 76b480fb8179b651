import SwiftUI

struct TagList: View {

    @Environment(\.displayScale) private var displayScale
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.vertical, 2)
                        .overlay(Capsule().stroke(lineWidth: 1 / displayScale))
                }
            }
        }
    }

    var tags: [String]
}
