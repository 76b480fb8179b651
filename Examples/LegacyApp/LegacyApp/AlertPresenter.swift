import UIKit

/// Shows simple alerts from anywhere in the app.
enum AlertPresenter {
    static func present(title: String, message: String) {
        guard var top = UIApplication.shared.keyWindow?.rootViewController else { return }
        while let presented = top.presentedViewController {
            top = presented
        }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        top.present(alert, animated: true)
    }
}
