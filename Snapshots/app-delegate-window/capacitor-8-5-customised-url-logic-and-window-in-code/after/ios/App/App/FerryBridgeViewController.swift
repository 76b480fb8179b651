import UIKit
import Capacitor

/// Registers the app's own plugin once the bridge is up.
class FerryBridgeViewController: CAPBridgeViewController {
    override func capacitorDidLoad() {
        Analytics.track("bridge")
    }
}
