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
			.navigationBarTitle("Weather")
			.navigationBarItems(leading: EditButton(), trailing: Button(action: {
				showingSearch = true
			}) {
				Image(systemName: "magnifyingglass")
			})
		}
	}
}
