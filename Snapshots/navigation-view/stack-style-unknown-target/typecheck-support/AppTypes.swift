// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

final class HabitTracker: ObservableObject {}

struct HabitList: View {
    @ObservedObject var tracker: HabitTracker
    var body: some View { EmptyView() }
}
