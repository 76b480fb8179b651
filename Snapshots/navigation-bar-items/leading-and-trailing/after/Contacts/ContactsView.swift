import SwiftUI

struct ContactsView: View {
    @State private var contacts: [String] = ["Ana", "Ben", "Chloe"]
    @State private var showingFilters = false

    var body: some View {
        NavigationView {
            List {
                ForEach(contacts, id: \.self) { name in
                    Text(name)
                }
                .onDelete { contacts.remove(atOffsets: $0) }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filter") { showingFilters = true }
                }
            }
            .sheet(isPresented: $showingFilters) {
                FilterView()
            }
        }
    }
}
