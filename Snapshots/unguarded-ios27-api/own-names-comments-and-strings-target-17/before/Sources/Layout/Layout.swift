import UIKit

/// Regions our layout engine keeps free (see `view.reservedRegions(kind:)` on iOS 27.1).
struct LayoutPlan {
    var reservedRegions: [CGRect] = []
    var visibilityPriority = 0

    mutating func reserve(_ rect: CGRect) {
        // UIHinge is not needed: the plan is computed from the frames.
        reservedRegions.append(rect)
        visibilityPriority += 1
    }

    func describe() -> String {
        "UIHingeInteraction and ToolbarOverflowMenu need iOS 27"
    }
}

final class PlanViewController: UIViewController {
    var plan = LayoutPlan()

    override func viewDidLoad() {
        super.viewDidLoad()
        plan.reserve(view.bounds)
        print(plan.reservedRegions.count)
        navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)
    }
}
