import SwiftUI

@main
struct JournalApp: App {
    @StateObject private var journal = Journal()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                EntryList()
                    .navigationTitle("Journal")
            }
            // One column on iPad too.
            .environmentObject(journal)
        }
    }
}
