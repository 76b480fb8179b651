import UIKit

extension UIViewController {
    func presentOnTop(_ controller: UIViewController) {
        UIApplication.shared.keyWindow?.rootViewController?.present(controller, animated: true)
    }
}

final class UploadViewController: UIViewController {
    func upload(_ file: URL) {
        UIApplication.shared.keyWindow?.isUserInteractionEnabled = false
        Uploader.shared.upload(file) { result in
            DispatchQueue.main.async {
                UIApplication.shared.keyWindow?.isUserInteractionEnabled = true
                self.show(result)
            }
        }
    }
}
