import UIKit

final class SettingsViewController: UIViewController {
    private var previousOrientation: UIDeviceOrientation?
    private var turns = 0
    private var resetTimer: Timer?
    private let header = UIView()

    // A hidden gesture: turn the phone four times to open the diagnostics screen.
    func countTurns() {
        if previousOrientation != UIDevice.current.orientation {
            if UIDevice.current.orientation == .portrait && turns >= 3 {
                openDiagnostics()
                turns = 0
            } else {
                resetTimer?.invalidate()
                resetTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
                    self?.turns = 0
                }
                turns += 1
            }
        }
        previousOrientation = UIDevice.current.orientation
    }

    // The same comparison, but the branch sizes a view: reported.
    func relayoutIfTurned() {
        if previousOrientation != UIDevice.current.orientation {
            header.frame.size.height = UIDevice.current.orientation.isLandscape ? 44 : 88
        }
        previousOrientation = UIDevice.current.orientation
    }

    private func openDiagnostics() {}
}
