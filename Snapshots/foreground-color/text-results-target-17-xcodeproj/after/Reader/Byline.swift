import SwiftUI

struct Byline: View {
    let author: String
    let minutes: Int

    var title: Text {
        Text(author).foregroundStyle(Color.primary)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(author).foregroundStyle(Color.secondary) + Text(" · \(minutes) min")
            Text("By \(Text(author).foregroundStyle(.blue)) today")
            Text(author)
                .foregroundStyle(.red)
                .bold()
            Text("Plain")
                .foregroundStyle(.red)
            title
        }
        .navigationTitle(Text("Reading").foregroundStyle(.red))
    }

    func caption() -> Text {
        Text("\(minutes) min").foregroundStyle(.gray)
    }
}

extension Text {
    func warning() -> Text {
        foregroundStyle(.orange)
    }
}

extension View {
    func dimmed() -> some View {
        foregroundStyle(Color.secondary)
    }
}
