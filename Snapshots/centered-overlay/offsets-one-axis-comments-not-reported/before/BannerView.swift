import SwiftUI
import UIKit

// hud.center = view.center — the old way, kept in a comment.
struct BannerView: View {
    private let note = ".position(x: geo.size.width / 2, y: geo.size.height / 2)"

    var body: some View {
        GeometryReader { geo in
            Text(note)
                .position(x: geo.size.width / 2, y: 40)
                .position(x: geo.size.width / 2 - 20, y: geo.size.height / 2)
                .offset(x: geo.size.width / 2, y: geo.size.height / 2)
        }
    }
}

final class PopupViewController: UIViewController {
    private let popup = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        popup.center.x = view.bounds.midX
        popup.frame.origin = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
        popup.center = CGPoint(x: view.bounds.midX, y: view.safeAreaInsets.top + 60)
        let half = view.bounds.width / 2
        popup.frame.size.width = half
        /* popup.center = view.center */
    }
}
