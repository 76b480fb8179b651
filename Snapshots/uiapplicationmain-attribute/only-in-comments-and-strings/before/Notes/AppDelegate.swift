import UIKit

/// Entry point. Until Swift 5.3 this class was marked `@UIApplicationMain`.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    // @UIApplicationMain and @NSApplicationMain are errors in the Swift 6 language mode.
    static let migrationNote = "replaced @UIApplicationMain with @main"
    static let macNote = #"@NSApplicationMain is gone too"#
    static let details = """
        The @UIApplicationMain attribute generated a main function.
        """

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print(Self.migrationNote)
        return true
    }
}
