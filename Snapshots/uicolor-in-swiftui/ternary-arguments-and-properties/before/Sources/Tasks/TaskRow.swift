import SwiftUI

struct TaskRow: View {
    let task: TodoTask
    var doneColor: Color = Color(UIColor.secondaryLabel)

    var body: some View {
        Label(task.title, systemImage: task.isDone ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(task.isDone ? doneColor : Color(uiColor: .label))
            .overlay(alignment: .bottom) {
                Rectangle()
                    .fill(Color(uiColor: .secondaryLabel))
                    .frame(height: 1)
            }
    }

    func strikeColor(for task: TodoTask) -> Color {
        task.isDone ? Color(.secondaryLabel) : Color(.label)
    }
}
