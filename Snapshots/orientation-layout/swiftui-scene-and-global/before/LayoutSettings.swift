import UIKit

final class LayoutSettings {
    static let shared = LayoutSettings()
    var useSidebar = false

    static var isLandscapeLayout: Bool {
        UIApplication.shared.statusBarOrientation.isLandscape
    }
}

func gridColumns() -> Int {
    UIDevice.current.orientation.isPortrait ? 2 : 4
}
