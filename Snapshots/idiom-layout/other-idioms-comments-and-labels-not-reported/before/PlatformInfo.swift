import UIKit

/// Compares `UIDevice.current.userInterfaceIdiom == .pad` only in this comment.
enum PlatformInfo {
    static var isMac: Bool { UIDevice.current.userInterfaceIdiom == .mac }
    static var isNotCarPlay: Bool { UIDevice.current.userInterfaceIdiom != .carPlay }

    static var name: String {
        switch UIDevice.current.userInterfaceIdiom {
        case .tv: return "tv"
        case .vision: return "vision"
        default: return "other"
        }
    }

    static func padTraits() -> UITraitCollection {
        // if traitCollection.userInterfaceIdiom == .phone { … }
        UITraitCollection(userInterfaceIdiom: .pad)
    }

    static let keyPath = \UITraitCollection.userInterfaceIdiom
    static let note = "userInterfaceIdiom == .pad decides nothing here"
}
