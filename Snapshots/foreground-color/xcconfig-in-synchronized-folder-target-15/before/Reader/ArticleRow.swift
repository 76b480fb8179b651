import SwiftUI

struct ArticleRow: View {
    var body: some View {
        Image(systemName: "doc.richtext")
            .foregroundColor(.blue)
    }
}
