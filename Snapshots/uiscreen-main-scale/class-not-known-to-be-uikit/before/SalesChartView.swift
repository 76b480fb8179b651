import UIKit
import ChartsKit

// ChartsKitLineView comes from a binary framework the project index cannot see.
final class SalesChartView: ChartsKitLineView {
    func configure() {
        lineWidth = 2 / UIScreen.main.scale
    }
}
