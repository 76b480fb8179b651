import SwiftUI

struct Hairline: View {
    var body: some View {
        VStack {
            Color.gray.frame(height: 1 / UIScreen.main.scale)
        }
    }
}
