import UIKit

final class ReaderViewController: UIViewController {
    private var loadedWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        print("reader loaded with bounds \(view.bounds)")
        let width = view.bounds.width
        NSLog("reader width %f", Double(width))
        let screenSize = UIScreen.main.bounds.size
        report(event: "reader.open", size: "\(screenSize.width)x\(screenSize.height)")
        if view.frame.isEmpty {
            print("empty")
        }
    }

    private func report(event: String, size: String) {
        print(event, size)
    }
}
