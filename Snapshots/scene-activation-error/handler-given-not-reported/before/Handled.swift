import UIKit

final class LibraryViewController: UIViewController {
    func openTrailing(_ activity: NSUserActivity) {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { error in
            self.showInPlace(error)
        }
    }

    func openLabelled(_ activity: NSUserActivity) {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: { error in
            self.showInPlace(error)
        })
    }

    func openWithFunction(_ activity: NSUserActivity) {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: showInPlace)
    }

    func activate(_ request: UISceneSessionActivationRequest) {
        UIApplication.shared.activateSceneSession(for: request) { error in
            self.showInPlace(error)
        }
    }

    func close(_ session: UISceneSession) {
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
    }

    func showInPlace(_ error: Error) {
        print(error)
    }
}
