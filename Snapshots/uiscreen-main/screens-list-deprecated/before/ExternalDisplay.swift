import UIKit

final class ExternalDisplayCoordinator {
    func externalScreens() -> [UIScreen] {
        UIScreen.screens.filter { $0 != UIScreen.main }
    }
}
