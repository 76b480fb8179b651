import SwiftUI

struct TabbedRow: View {
	var title: String

	var body: some View {
		VStack {
			Text(title)
			Rectangle().frame(height: 1 / UIScreen.main.scale)
		}
	}
}
