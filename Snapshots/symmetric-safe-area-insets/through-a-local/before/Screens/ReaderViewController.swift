import UIKit

final class ReaderViewController: UIViewController {
    let textView = UITextView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = view.safeAreaInsets.left
        let width = view.bounds.width - side * 2
        textView.frame = CGRect(x: side, y: 0, width: width, height: view.bounds.height)
        let gutter = 2 * side
        textView.textContainerInset.left = gutter
    }
}
