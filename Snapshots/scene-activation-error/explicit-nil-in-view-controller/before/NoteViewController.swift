import UIKit

final class NoteViewController: UIViewController {
    var noteID = ""

    func openInNewWindow() {
        let activity = NSUserActivity(activityType: "com.example.openNote")
        activity.userInfo = ["noteID": noteID]
        UIApplication.shared.requestSceneSessionActivation(
            nil,
            userActivity: activity,
            options: nil,
            errorHandler: nil
        )
    }

    func raise(_ session: UISceneSession) {
        UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil, errorHandler: nil)
    }

    func activate(_ request: UISceneSessionActivationRequest) {
        UIApplication.shared.activateSceneSession(for: request, errorHandler: nil)
    }
}
