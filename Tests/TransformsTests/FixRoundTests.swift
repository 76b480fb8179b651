import Foundation
import Testing
import Transforms
@testable import UnfoldKit

/// A refusal stays in force whatever the other transforms' fixes write in an
/// earlier round (real-app review, openfoodfacts-ios with `--unsafe`): the
/// key-window fix rewrote a launch-time `keyWindow` read into the scene
/// lookup, which app-delegate-window did not know as a key-window read, so
/// the second round migrated the app delegate with the read now inside the
/// install method, unannounced.
@Suite struct FixRoundTests {
    static let delegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                if ProcessInfo.processInfo.environment["UITesting"] == nil {
                    configureLog()
                } else {
                    UIApplication.shared.keyWindow?.layer.speed = 100
                }
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }

            func configureLog() {}
        }

        """
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        </dict>
        </plist>

        """

    @Test func keyWindowFixDoesNotLiftTheLaunchReadRefusal() {
        var options = EngineOptions()
        options.unsafe = true
        options.jobs = 1
        options.select = ["app-delegate-window", "key-window"]
        options.transformOptions.deploymentTarget = (15, 0)
        let r = Engine(transforms: Registry.all, options: options).run([
            SourceInput(path: "App/AppDelegate.swift", bytes: Array(Self.delegate.utf8)),
            SourceInput(path: "App/Info.plist", bytes: Array(Self.plist.utf8)),
        ])
        // key-window's rewrite is applied; the scene migration is not.
        let delegate = r.changes.first { $0.path == "App/AppDelegate.swift" }.map { String(decoding: $0.result, as: UTF8.self) }
        #expect(delegate?.contains("isKeyWindow") == true)
        #expect(delegate?.contains("installRootUI") == false)
        #expect(!r.changes.contains { $0.path.hasSuffix("SceneDelegate.swift") || $0.path == "App/Info.plist" })
        #expect(r.findings.contains { $0.ruleID == "app-delegate-window" && $0.line == 11 && $0.message.contains("key window at launch") })
    }
}
