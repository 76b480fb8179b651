import SwiftUI

struct TimerListView: View {
    @ObservedObject var store: TimerStore
    @State private var showingNew = false

    var body: some View {
        List(store.timers) { timer in
            TimerRow(timer: timer)
        }
        .navigationTitle("Timers")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: { showingNew = true }) {
                    Image(systemName: "plus")
                }
            }
        }
    }
}
