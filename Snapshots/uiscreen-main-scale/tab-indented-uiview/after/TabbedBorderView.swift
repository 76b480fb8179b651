import UIKit

final class TabbedBorderView: UIView {
	override func layoutSubviews() {
		super.layoutSubviews()
		layer.borderWidth = 1 / traitCollection.displayScale
	}

	func flash() {
		UIView.animate(withDuration: 0.2) {
			self.layer.borderWidth = 3 / max(self.traitCollection.displayScale, 1)
		}
	}
}
