import UIKit

final class ComposeViewController: UIViewController {
    private let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let top = UIApplication.shared.statusBarFrame.height + 8
        header.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 44)
        view.addSubview(header)
    }

    func openAttachmentPicker() {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
        print(scene.session.persistentIdentifier)
    }

    func refreshLater() {
        DispatchQueue.main.async {
            let frame = UIApplication.shared.statusBarFrame
            self.header.frame.origin.y = frame.maxY
        }
    }
}
