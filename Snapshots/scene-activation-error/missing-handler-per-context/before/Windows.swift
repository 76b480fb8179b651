import SwiftUI
import UIKit

final class WindowCoordinator {
    func open(_ activity: NSUserActivity) {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
    }
}

struct OpenNoteButton: View {
    let activity: NSUserActivity

    var body: some View {
        Button("Open in New Window") {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        }
    }
}

final class NoteCell: UICollectionViewCell {
    var activity: NSUserActivity?

    @objc func openInNewWindow() {
        let options = UIScene.ActivationRequestOptions()
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options)
    }
}
