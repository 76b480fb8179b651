import UIKit

final class GalleryViewController: UIViewController {
    private let imageView = UIImageView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        imageView.layer.shadowRadius = 4 / traitCollection.displayScale
        UIView.animate(withDuration: 0.3, animations: {
            self.imageView.layer.borderWidth = 1 / self.traitCollection.displayScale
        }, completion: { _ in
            DispatchQueue.main.async {
                self.imageView.layer.cornerRadius = 6 / self.traitCollection.displayScale
            }
        })
    }

    func makeBorderUpdater() -> (CGFloat) -> Void {
        let update: (CGFloat) -> Void = { points in
            self.imageView.layer.borderWidth = points / max(self.traitCollection.displayScale, 1)
        }
        return update
    }

    func showDetails() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true) {
            sheet.view.layer.borderWidth = 1 / max(self.traitCollection.displayScale, 1)
        }
    }
}
