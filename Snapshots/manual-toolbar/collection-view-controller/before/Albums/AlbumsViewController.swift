import UIKit

final class AlbumsViewController: UICollectionViewController {
    private lazy var toolbar: UIToolbar = {
        let toolbar = UIToolbar()
        toolbar.items = [UIBarButtonItem(title: "Select", style: .plain, target: self, action: #selector(beginSelection)), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addAlbum))]
        return toolbar
    }()

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: "album")
        view.addSubview(toolbar)
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
        toolbar.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor).isActive = true
        toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    }

    @objc private func beginSelection() {
        isEditing = true
    }

    @objc private func addAlbum() {}
}
