import UIKit

protocol SceneActivating {
    func requestSceneSessionActivation(_ session: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)?)
}

final class SceneActivatorSpy: SceneActivating {
    var calls = 0

    func requestSceneSessionActivation(_ session: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)?) {
        calls += 1
    }
}

final class MenuBuilder: NSObject {
    // Old: UIApplication.shared.requestSceneSessionActivation(nil, userActivity: a, options: nil, errorHandler: nil)
    let hint = "requestSceneSessionActivation(nil, userActivity: nil, options: nil)"
    let action = #selector(UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:))
}
