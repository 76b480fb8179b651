import SwiftUI

struct PosterGrid: View {
    let posters: [String]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: UIScreen.main.bounds.width / 3))]) {
            ForEach(posters, id: \.self) { name in
                Image(name)
                    .resizable()
                    .frame(height: UIScreen.main.bounds.size.height / 4)
            }
        }
    }
}
