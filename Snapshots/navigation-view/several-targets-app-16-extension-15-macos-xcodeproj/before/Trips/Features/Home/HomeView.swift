import SwiftUI

struct HomeView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Upcoming")
            }
            .navigationTitle("Trips")
        }
        .navigationViewStyle(.stack)
    }
}
