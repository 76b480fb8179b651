import UIKit

final class GalleryViewController: UIViewController {
    private let moreButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        moreButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: moreButton)
    }

    func addShareItem() {
        let moreImage = UIImage(systemName: "ellipsis")
        let item = UIBarButtonItem(image: moreImage, style: .plain, target: nil, action: nil)
        navigationItem.setRightBarButtonItems([item], animated: false)
    }
}

enum BarItems {
    static func more(target: Any?, action: Selector) -> UIBarButtonItem {
        UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: target, action: action)
    }
}
