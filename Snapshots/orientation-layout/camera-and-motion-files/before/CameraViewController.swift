import AVFoundation
import UIKit

final class CameraViewController: UIViewController {
    private let session = AVCaptureSession()
    private let output = AVCapturePhotoOutput()

    func capture() {
        guard let connection = output.connection(with: .video) else { return }
        if UIDevice.current.orientation.isLandscape {
            connection.videoRotationAngle = UIDevice.current.orientation == .landscapeLeft ? 0 : 180
        }
        let settings = AVCapturePhotoSettings()
        output.capturePhoto(with: settings, delegate: self)
    }
}

extension CameraViewController: AVCapturePhotoCaptureDelegate {}
