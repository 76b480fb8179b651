import UIKit

/// The app's main window applies the theme; an app-lock window can be key above it.
enum ThemeSwitcher {
    static func apply(_ theme: Theme) {
        guard let window = UIApplication.shared.windows.first as? ThemeWindow else { return }
        window.apply(theme)
    }

    static func lockWindow() -> UIWindow? {
        UIApplication.shared.windows.first(where: { $0 is LockWindow })
    }
}

final class SettingsViewController: UIViewController {
    func themeChanged(_ theme: Theme) {
        (UIApplication.shared.windows.first as! ThemeWindow).apply(theme)
        let main = view.window
        main?.tintColor = theme.tint
    }
}
