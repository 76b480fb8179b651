import UIKit

final class DocumentViewController: UIViewController {
    private let actionsMenu = UIMenu(title: "", children: [])

    let moreItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)
        item.accessibilityLabel = "More"
        return item
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: nil,
            image: UIImage(systemName: "ellipsis.circle"),
            primaryAction: nil,
            menu: actionsMenu
        )
        toolbarItems = [
            UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: self, action: #selector(showMore)),
        ]
    }

    func useFilledIcon() {
        navigationItem.leftBarButtonItem = .init(image: UIImage(systemName: "ellipsis.circle.fill"), style: .plain, target: nil, action: nil)
    }

    @objc func showMore() {}
}
