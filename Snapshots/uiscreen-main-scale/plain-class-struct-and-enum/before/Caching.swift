import UIKit

final class ImageCache {
    private var storage: [String: UIImage] = [:]

    func key(for url: URL, size: CGSize) -> String {
        let scale = UIScreen.main.scale
        return "\(url.absoluteString)@\(Int(size.width * scale))x\(Int(size.height * scale))"
    }
}

struct Layout {
    var columns: Int

    func itemWidth(in width: CGFloat) -> CGFloat {
        let raw = width / CGFloat(columns)
        return (raw * UIScreen.main.scale).rounded(.down) / UIScreen.main.scale
    }
}

enum Metrics {
    case compact, regular

    var separator: CGFloat {
        self == .compact ? 1 / UIScreen.main.scale : 2 / UIScreen.main.scale
    }
}
