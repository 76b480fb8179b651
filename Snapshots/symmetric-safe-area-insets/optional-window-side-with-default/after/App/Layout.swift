import SwiftUI
import UIKit

final class CardViewController: UIViewController {
    func cardWidth() -> CGFloat {
        view.bounds.width - (view.window?.safeAreaInsets.left ?? 0) - (view.window?.safeAreaInsets.right ?? 0)
    }

    func halfWidth() -> CGFloat {
        (view.bounds.width - (view.window?.safeAreaInsets.left ?? 0) - (view.window?.safeAreaInsets.right ?? 0)) / 2
    }
}

struct Header: View {
    let window: UIWindow?
    var body: some View {
        GeometryReader { geo in
            Text("Name")
                .padding(.horizontal, window?.safeAreaInsets.left ?? 0)
                .padding(.leading, geo.safeAreaInsets.leading).padding(.trailing, geo.safeAreaInsets.trailing)
        }
    }
}
