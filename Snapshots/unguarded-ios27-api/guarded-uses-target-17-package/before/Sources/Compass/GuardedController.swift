import SwiftUI
import UIKit

final class GuardedController: UIViewController {
    private let shareItem = UIBarButtonItem(systemItem: .action)

    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 27, *) {
            shareItem.visibilityPriority = .high
        } else {
            // Runs only below iOS 27.
            shareItem.visibilityPriority = .low
        }
        if #available(iOS 27.1, *), traitCollection.verticalBarEdge == .leading {
            shareItem.axisBehavior = .verticalPreferred
        }
        if #unavailable(iOS 26) {
            title = "Compass"
        } else {
            shareItem.badge = .count(3)
        }
        if #available(iOS 27, *) {
            // 27.0 is not enough for a 27.1 API.
            shareItem.axisBehavior = .horizontalOnly
        }
    }

    func refreshBars() {
        guard #available(iOS 27.1, *) else { return }
        setNeedsUpdateOfVerticalBarConfiguration()
        let regions = view.reservedRegions(kind: .division)
        print(regions)
    }

    @available(iOS 27.1, *)
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
}

@available(iOS 27.1, *)
final class HingeObserver {
    var interaction: UIHingeInteraction?
}

extension GuardedController {
    @available(iOS, introduced: 27.1)
    func regions() -> [UIView.ReservedRegion] {
        view.reservedRegions(kind: .division)
    }
}

struct ToolbarHost: View {
    var body: some View {
        NavigationStack {
            Text("Compass")
                .toolbar {
                    ToolbarItem(placement: .topBarPinnedTrailing) { Button("Done") {} }
                }
        }
    }
}
