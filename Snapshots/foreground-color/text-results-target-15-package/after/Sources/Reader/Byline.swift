import SwiftUI

struct Byline: View {
    let author: String
    let minutes: Int

    var title: Text {
        Text(author).foregroundColor(.primary)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(author).foregroundColor(.secondary) + Text(" · \(minutes) min")
            Text("By \(Text(author).foregroundColor(.blue)) today")
            Text(author)
                .foregroundColor(.red)
                .bold()
            Text("Plain")
                .foregroundStyle(.red)
            title
        }
        .navigationTitle(Text("Reading").foregroundColor(.red))
    }

    func caption() -> Text {
        Text("\(minutes) min").foregroundColor(.gray)
    }
}

extension Text {
    func warning() -> Text {
        foregroundColor(.orange)
    }
}

extension View {
    func dimmed() -> some View {
        foregroundStyle(Color.secondary)
    }
}
