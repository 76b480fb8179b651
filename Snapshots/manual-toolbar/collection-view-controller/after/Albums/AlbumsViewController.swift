import UIKit

final class AlbumsViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [UIBarButtonItem(title: "Select", style: .plain, target: self, action: #selector(beginSelection)), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addAlbum))]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: "album")
    }

    @objc private func beginSelection() {
        isEditing = true
    }

    @objc private func addAlbum() {}

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
