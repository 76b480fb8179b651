import UIKit

final class GalleryViewController: UICollectionViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let usable = collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
        let inner = collectionView.frame.width - collectionView.contentInset.right - collectionView.contentInset.left
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: min(usable, inner) / 2, height: 120)
    }
}
