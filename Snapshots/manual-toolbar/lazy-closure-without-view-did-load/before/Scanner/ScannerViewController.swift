import AVFoundation
import UIKit

final class ScannerViewController: UIViewController {
    private let previewView = UIView()
    private let previewLayer = AVCaptureVideoPreviewLayer()

    private lazy var toolbar: UIToolbar = {
        let toolbar = UIToolbar.init()
        toolbar.setItems([
            UIBarButtonItem(title: "Flash", style: .plain, target: self, action: #selector(toggleFlash)),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(title: "Library", style: .plain, target: self, action: #selector(openLibrary)),
        ], animated: false)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        return toolbar
    }()

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .black
        previewView.frame = root.bounds
        previewView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        previewView.layer.addSublayer(previewLayer)
        root.addSubview(previewView)
        view = root
        view.addSubview(toolbar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        previewLayer.frame = previewView.bounds
        toolbar.sizeToFit()
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - 44, width: view.bounds.width, height: 44)
    }

    @objc private func toggleFlash() {
        guard let device = AVCaptureDevice.default(for: .video), device.hasTorch else { return }
        try? device.lockForConfiguration()
        device.torchMode = device.torchMode == .on ? .off : .on
        device.unlockForConfiguration()
    }

    @objc private func openLibrary() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        present(picker, animated: true)
    }
}
