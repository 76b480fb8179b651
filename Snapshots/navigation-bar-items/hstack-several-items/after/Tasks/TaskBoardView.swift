import SwiftUI

struct TaskBoardView: View {
    @StateObject private var board = TaskBoard()
    @State private var showingNewTask = false

    var body: some View {
        TaskColumns(board: board)
            .toolbar {
                ToolbarItemGroup(placement: .topBarLeading) {
                    Button("Filter") { board.showFilters() }
                    Button("Sort") { board.cycleSort() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    HStack(spacing: 16) {
                        EditButton()
                        // Adds a task to the first column.
                        Button(action: { showingNewTask = true }) {
                            Label("Add", systemImage: "plus")
                        }
                    }
                }
            }
    }
}

struct TaskArchiveView: View {
    let restoreAll: () -> Void

    var body: some View {
        ArchivedTasks()
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    HStack {
                        Button("Restore All", action: restoreAll)
                    }
                }
            }
    }
}

struct TaskLabelsView: View {
    let labels: TaskLabels

    var body: some View {
        LabelList(labels: labels)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Merge") { labels.merge() }
                    Button("Split") { labels.split() }
                }
            }
    }
}
