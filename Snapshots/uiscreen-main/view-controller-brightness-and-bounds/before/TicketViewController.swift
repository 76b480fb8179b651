import UIKit

final class TicketViewController: UIViewController {
    private var previousBrightness: CGFloat = 0.5

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: UIScreen.main.bounds.size.width, height: 420)
        let space = UIScreen.main.coordinateSpace
        print(space.bounds)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        previousBrightness = UIScreen.main.brightness
        UIScreen.main.brightness = 1
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIScreen.main.brightness = previousBrightness
    }
}
