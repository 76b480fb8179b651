import UIKit

extension GalleryViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layout.itemSize = CGSize(width: view.bounds.width / 2, height: 100)
    }
}
