import UIKit

final class PrompterViewController: UIViewController {
    private var hingeInteraction: UIHingeInteraction?
    private var cardCorners: UICornerConfiguration?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.verticalBarCompressionBehavior = .prefersBarItems
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let shareItem = UIBarButtonItem(systemItem: .action)
        shareItem.visibilityPriority = .high
        navigationItem.rightBarButtonItem = shareItem
    }
}
