// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

final class TaskBoard: ObservableObject {
    func showFilters() {}
    func cycleSort() {}
}

struct TaskColumns: View {
    @ObservedObject var board: TaskBoard
    var body: some View { EmptyView() }
}

struct ArchivedTasks: View {
    var body: some View { EmptyView() }
}

struct TaskLabels {
    func merge() {}
    func split() {}
}

struct LabelList: View {
    let labels: TaskLabels
    var body: some View { EmptyView() }
}
