// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

struct CountdownTimer: Identifiable {
    let id: Int
}

final class TimerStore: ObservableObject {
    @Published var timers: [CountdownTimer] = []
}

struct TimerRow: View {
    let timer: CountdownTimer
    var body: some View { EmptyView() }
}
