import SwiftUI

struct TaskRow: View {
    let task: TodoTask
    var doneColor: Color = Color.secondary

    var body: some View {
        Label(task.title, systemImage: task.isDone ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(task.isDone ? doneColor : Color.primary)
            .overlay(alignment: .bottom) {
                Rectangle()
                    .fill(Color.secondary)
                    .frame(height: 1)
            }
    }

    func strikeColor(for task: TodoTask) -> Color {
        task.isDone ? Color.secondary : Color.primary
    }
}
