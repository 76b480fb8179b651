import UIKit

final class ReaderViewController: UIViewController {
    let textView = UITextView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = view.safeAreaInsets.left
        let width = view.bounds.width - side - view.safeAreaInsets.right
        textView.frame = CGRect(x: side, y: 0, width: width, height: view.bounds.height)
        let gutter = (side + view.safeAreaInsets.right)
        textView.textContainerInset.left = gutter
    }
}
