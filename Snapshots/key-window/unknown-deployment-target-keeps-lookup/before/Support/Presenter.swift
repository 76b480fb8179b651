import UIKit

final class Presenter {
    func topController() -> UIViewController? {
        UIApplication.shared.keyWindow?.rootViewController
    }
}
