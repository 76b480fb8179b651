import SwiftUI
import UIKit

struct ScannerView: View {
    // Old: Image(systemName: "ellipsis.circle") in the toolbar
    let hint = "systemName: \"ellipsis\""

    var body: some View {
        Text("Scanner")
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Scan", systemImage: "ellipsis") {}
                    Button("Connect") {}
                }
            }
    }
}

final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { provider in
            provider([UIAction(title: "More", image: UIImage(systemName: "ellipsis")) { _ in }])
        }
        /// A "more" button: `UIBarButtonItem(image: UIImage(systemName: "ellipsis"))`.
        let symbol = "ellipsis.circle"
        print(symbol)
    }
}
