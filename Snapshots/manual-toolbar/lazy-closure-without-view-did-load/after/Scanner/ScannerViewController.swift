import AVFoundation
import UIKit

final class ScannerViewController: UIViewController {
    private let previewView = UIView()
    private let previewLayer = AVCaptureVideoPreviewLayer()

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .black
        previewView.frame = root.bounds
        previewView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        previewView.layer.addSublayer(previewLayer)
        root.addSubview(previewView)
        view = root
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        previewLayer.frame = previewView.bounds
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

    override func viewDidLoad() {
        super.viewDidLoad()
        setToolbarItems([
            UIBarButtonItem(title: "Flash", style: .plain, target: self, action: #selector(toggleFlash)),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(title: "Library", style: .plain, target: self, action: #selector(openLibrary)),
        ], animated: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
