import UIKit

final class DisplayInfo {
    let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
    }
}

final class ExternalDisplayViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let info = DisplayInfo(screen: UIScreen.main)
        configure(for: UIScreen.main)
        let screen = UIScreen.main
        let isMain = view.window?.screen === UIScreen.main
        let known: [UIScreen] = [UIScreen.main]
        print(info.screen, screen.bounds, isMain, known.count)
    }

    func configure(for screen: UIScreen) {
        view.frame = screen.bounds
    }
}
