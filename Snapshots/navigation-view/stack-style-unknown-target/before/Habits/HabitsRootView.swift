import SwiftUI

struct HabitsRootView: View {
    @ObservedObject var tracker: HabitTracker

    var body: some View {
        NavigationView {
            HabitList(tracker: tracker)
                .navigationTitle("Habits")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
