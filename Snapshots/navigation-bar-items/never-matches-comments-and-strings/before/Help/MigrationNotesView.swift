import SwiftUI

/// Replaces the old `.navigationBarItems(leading: EditButton())` setup;
/// see also `.navigationBarTitle("Help", displayMode: .inline)`.
struct MigrationNotesView: View {
    // .navigationBarItems(trailing: Button("Done") { })
    let note = "Use .toolbar instead of .navigationBarItems(leading:trailing:)."
    let raw = #".navigationBarTitle("X") and ToolbarItem(placement: .navigationBarLeading)"#
    let multi = """
        Text("A")
            .navigationBarItems(trailing: EditButton())
        """

    var body: some View {
        VStack {
            Text(note)
            Text(raw)
            Text(multi)
        }
        .navigationTitle("Help")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Text("navigationBarItems is deprecated")
            }
        }
    }
}
