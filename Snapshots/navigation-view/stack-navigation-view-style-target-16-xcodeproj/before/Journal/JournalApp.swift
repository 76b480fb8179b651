import SwiftUI

@main
struct JournalApp: App {
    @StateObject private var journal = Journal()

    var body: some Scene {
        WindowGroup {
            NavigationView {
                EntryList()
                    .navigationTitle("Journal")
            }
            // One column on iPad too.
            .navigationViewStyle(StackNavigationViewStyle())
            .environmentObject(journal)
        }
    }
}
