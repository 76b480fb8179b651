import UIKit

final class GalleryViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let statusLabel = UILabel()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.textColor = .secondaryLabel
        toolbar.items = [
            UIBarButtonItem(title: "Select", style: .plain, target: self, action: #selector(selectPhotos)),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(importPhotos)),
        ]

        view.addSubview(collectionView)
        view.addSubview(statusLabel)
        view.addSubview(toolbar)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: toolbar.topAnchor, constant: -8),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        statusLabel.bottomAnchor.constraint(equalTo: toolbar.topAnchor, constant: -12).isActive = true
    }

    @objc private func selectPhotos() {}
    @objc private func importPhotos() {}
}
