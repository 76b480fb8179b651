import UIKit

final class CounterViewController: UIViewController {
    private var count = 0
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "\(count)"
        view.addSubview(label)
    }
}
