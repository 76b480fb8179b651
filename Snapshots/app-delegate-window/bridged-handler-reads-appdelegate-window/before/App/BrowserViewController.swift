import UIKit

final class BrowserViewController: UIViewController {
    func reveal(_ url: URL) {}
    func showItem(_ id: String) {}
}
