import SwiftUI

struct TagList: View {

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.vertical, 2)
                        .overlay(Capsule().stroke(lineWidth: 1 / UIScreen.main.scale))
                }
            }
        }
    }

    var tags: [String]
}
