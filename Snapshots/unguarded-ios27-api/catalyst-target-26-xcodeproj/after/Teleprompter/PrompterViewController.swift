import UIKit

final class PrompterViewController: UIViewController {
    private var hingeInteraction: UIHingeInteraction?
    private var cardCorners: UICornerConfiguration?

    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 27.1, *) {
            navigationItem.verticalBarCompressionBehavior = .prefersBarItems
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let shareItem = UIBarButtonItem(systemItem: .action)
        if #available(iOS 27, *) {
            shareItem.visibilityPriority = .high
        }
        navigationItem.rightBarButtonItem = shareItem
    }
}
