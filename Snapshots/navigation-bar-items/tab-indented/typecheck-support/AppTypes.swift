// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct City: Identifiable {
	let id: Int
}

final class CityStore: ObservableObject {
	@Published var cities: [City] = []
	func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

struct CityRow: View {
	let city: City
	var body: some View { EmptyView() }
}
