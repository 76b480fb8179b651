import UIKit

let isPadLayout = UIDevice.current.userInterfaceIdiom == .pad

struct GridMetrics {
    let idiom = UIDevice.current.userInterfaceIdiom

    var spacing: CGFloat {
        switch UIDevice.current.userInterfaceIdiom {
        case .phone: return 8
        case .pad: return 16
        default: return 12
        }
    }

    func columns() -> Int {
        if idiom == .pad {
            return 4
        }
        return 2
    }

    func margins() -> CGFloat {
        let current = UIDevice.current.userInterfaceIdiom
        switch current {
        case .pad, .mac:
            return 40
        default:
            return 16
        }
    }
}
