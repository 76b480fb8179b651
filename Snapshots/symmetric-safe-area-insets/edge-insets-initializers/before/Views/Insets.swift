import SwiftUI
import UIKit

final class ChipView: UIView {
    func contentInsets() -> UIEdgeInsets {
        UIEdgeInsets(top: 8, left: safeAreaInsets.left, bottom: 8, right: safeAreaInsets.left)
    }

    func mirrored() -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: layoutMargins.right, bottom: 0, right: layoutMargins.right)
    }

    func directional() -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 4, leading: directionalLayoutMargins.leading, bottom: 4, trailing: directionalLayoutMargins.leading)
    }
}

struct Banner: View {
    var body: some View {
        GeometryReader { geo in
            Text("Hi")
                .padding(EdgeInsets(top: 0, leading: geo.safeAreaInsets.leading, bottom: 0, trailing: geo.safeAreaInsets.leading))
        }
    }
}
