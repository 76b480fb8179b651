import UIKit

final class MainWindow: UIWindow {}

extension UIApplication {
    /// The app's main window, whichever scene is key.
    var keyWindow: UIWindow? {
        connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first { $0 is MainWindow }
    }
}
