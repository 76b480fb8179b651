import UIKit

@main
class TVAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
