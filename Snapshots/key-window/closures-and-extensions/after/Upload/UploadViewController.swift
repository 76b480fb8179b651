import UIKit

extension UIViewController {
    func presentOnTop(_ controller: UIViewController) {
        view.window?.rootViewController?.present(controller, animated: true)
    }
}

final class UploadViewController: UIViewController {
    func upload(_ file: URL) {
        view.window?.isUserInteractionEnabled = false
        Uploader.shared.upload(file) { result in
            DispatchQueue.main.async {
                self.view.window?.isUserInteractionEnabled = true
                self.show(result)
            }
        }
    }
}
