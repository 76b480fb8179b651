import CoreMotion
import UIKit

final class LevelView: UIView {
    private let motion = CMMotionManager()

    func start() {
        motion.startDeviceMotionUpdates(to: .main) { [weak self] data, _ in
            guard let data, let self else { return }
            let flip: Double = UIDevice.current.orientation.isPortrait ? 1 : -1
            self.transform = CGAffineTransform(rotationAngle: data.attitude.roll * flip)
        }
    }
}
