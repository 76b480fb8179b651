import UIKit

final class SketchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "paintpalette"), style: .plain, target: self, action: #selector(pickColor(_:)))
    }

    @objc private func pickColor(_ sender: UIBarButtonItem) {
        let picker = ColorPickerViewController()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.barButtonItem = sender
        present(picker, animated: true)
    }
}
