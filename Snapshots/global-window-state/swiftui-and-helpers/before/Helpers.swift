import SwiftUI
import UIKit

struct ShareButton: View {
    var body: some View {
        Button("Share") {
            let scene = UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene
            scene?.title = "Sharing"
        }
        .padding(.top, UIApplication.shared.statusBarFrame.height)
    }
}

enum Layout {
    static var statusBarHeight: CGFloat { UIApplication.shared.statusBarFrame.height }
}

func presentingScene() -> UIWindowScene? {
    UIApplication.shared.connectedScenes.map { $0 }.first { $0 is UIWindowScene } as? UIWindowScene
}
