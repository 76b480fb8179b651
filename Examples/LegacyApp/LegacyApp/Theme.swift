import UIKit

/// App-wide colours and bar appearance, applied once at launch.
enum Theme {
    static let accent = UIColor(red: 0.16, green: 0.45, blue: 0.87, alpha: 1)

    static func apply() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().tintColor = accent
        UIToolbar.appearance().tintColor = accent
    }
}
