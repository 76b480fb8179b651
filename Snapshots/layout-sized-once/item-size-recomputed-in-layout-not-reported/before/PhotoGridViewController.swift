import UIKit

final class PhotoGridViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        setupCollectionView()
    }

    private func setupCollectionView() {
        updateItemSize()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        collectionView.frame = view.bounds
        updateItemSize()
    }

    private func updateItemSize() {
        let itemWidth = (view.frame.width - 24) / 2
        layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
    }
}

final class TransitioningGridViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: view.bounds.width / 3, height: 120)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        layout.itemSize = CGSize(width: size.width / 3, height: 120)
    }
}
