import UIKit

final class ColorPickerViewController: UIViewController {
    private let paletteView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let toolbar = UIToolbar()
    var onPick: ((UIColor) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 320, height: 280)
        toolbar.items = [
            UIBarButtonItem(title: "Eyedropper", style: .plain, target: self, action: #selector(eyedropper)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close)),
        ]
        view.addSubview(paletteView)
        view.addSubview(toolbar)
        paletteView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            paletteView.topAnchor.constraint(equalTo: view.topAnchor),
            paletteView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            paletteView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            paletteView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    @objc private func eyedropper() {}

    @objc private func close() {
        dismiss(animated: true)
    }
}
