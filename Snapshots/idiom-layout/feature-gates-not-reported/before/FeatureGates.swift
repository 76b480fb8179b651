import UIKit

/// Product decisions, not layout: combined with flags, or about Wallet passes.
struct FeatureGates {
    let flags: Flags
    let user: User

    var betaPlayer: Bool {
        flags.beta && user.isInternal && UIDevice.current.userInterfaceIdiom == .phone
    }

    var newOnboardingEnabled: Bool {
        RemoteConfig.shared.isOnboardingExperimentEnabled && UIDevice.current.userInterfaceIdiom == .pad
    }

    func canShare(_ item: Item) -> Bool {
        switch item {
        case .walletPass:
            return UIDevice.current.userInterfaceIdiom == .phone
        case .link:
            return true
        }
    }

    /// Layout outside a view: still reported.
    static var columns: Int {
        UIDevice.current.userInterfaceIdiom == .pad ? 2 : 1
    }
}

final class PlayerViewController: UIViewController {
    var isFeatureEnabled = true

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // In a controller the same shape decides layout: reported.
        if isFeatureEnabled && UIDevice.current.userInterfaceIdiom == .pad {
            view.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        }
    }
}
