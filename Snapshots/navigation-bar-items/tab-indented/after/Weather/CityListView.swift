import SwiftUI

struct CityListView: View {
	@ObservedObject var store: CityStore
	@State private var showingSearch = false

	var body: some View {
		NavigationView {
			List {
				ForEach(store.cities) { city in
					CityRow(city: city)
				}
				.onMove(perform: store.move)
			}
			.navigationTitle("Weather")
			.toolbar {
				ToolbarItem(placement: .topBarLeading) {
					EditButton()
				}
				ToolbarItem(placement: .topBarTrailing) {
					Button(action: {
						showingSearch = true
					}) {
						Image(systemName: "magnifyingglass")
					}
				}
			}
		}
	}
}
