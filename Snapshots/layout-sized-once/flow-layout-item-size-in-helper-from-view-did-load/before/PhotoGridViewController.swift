import UIKit

final class PhotoGridViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var photos: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        setupCollectionView()
    }

    private func setupCollectionView() {
        let layout = UICollectionViewFlowLayout()
        let spacing: CGFloat = 8
        // Two columns.
        let itemWidth = (view.frame.width - spacing * 3) / 2
        layout.itemSize = CGSize(width: itemWidth, height: itemWidth * 1.3)
        layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func reload(with photos: [String]) {
        self.photos = photos
    }
}
