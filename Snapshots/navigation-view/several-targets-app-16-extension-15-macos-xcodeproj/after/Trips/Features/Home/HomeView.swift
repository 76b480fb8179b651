import SwiftUI

struct HomeView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Upcoming")
            }
            .navigationTitle("Trips")
        }
    }
}
