import SwiftUI

struct TabbedRow: View {
	@Environment(\.displayScale) private var displayScale
	var title: String

	var body: some View {
		VStack {
			Text(title)
			Rectangle().frame(height: 1 / displayScale)
		}
	}
}
