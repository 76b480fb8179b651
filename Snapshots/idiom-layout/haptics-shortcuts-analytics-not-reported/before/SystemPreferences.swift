import UIKit

final class ShareViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
    }

    override var prefersStatusBarHidden: Bool {
        UIDevice.current.userInterfaceIdiom == .phone
    }

    func share(_ sheet: UIActivityViewController, from button: UIView) {
        if UIDevice.current.userInterfaceIdiom == .pad {
            sheet.popoverPresentationController?.sourceView = button
            sheet.popoverPresentationController?.sourceRect = button.bounds
        }
        present(sheet, animated: true)
    }
}

extension UIInterfaceOrientationMask {
    static var portraitOnPhone: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all
    }
}

enum Capabilities {
    static var isWatchAvailable: Bool {
        guard UIDevice.current.userInterfaceIdiom == .phone else { return false }
        return true
    }
}

enum Platform {
    case iOS, iPadOS

    static var deviceName: String {
        switch UIDevice.current.userInterfaceIdiom {
        case .pad: return "iPad"
        default: return "iPhone"
        }
    }

    static func current() -> Platform {
        let isPhone = UIDevice.current.userInterfaceIdiom == .phone
        let platform = isPhone ? Platform.iOS : .iPadOS
        return platform
    }
}
