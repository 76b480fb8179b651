import SwiftUI

struct PlayerScreen: View {
    @State private var isAvailable = false

    var body: some View {
        NavigationStack {
            ArrangementView {
                PlayerView()
            } secondary: {
                UpNextView()
            }
            .arrangementViewStyle(.split.axes(.horizontal))
        }
        .toolbar {
            ToolbarItem { Button("Queue") {} }
                .visibilityPriority(.high)
        }
        .onAppear {
            isAvailable = false
        }
    }
}

struct LibraryTabs: View {
    var body: some View {
        TabView {
            Text("Library")
        }
        .defaultTabBarPlacement(.sidebar)
        .background(ConcentricRectangle().fill(.thinMaterial))
    }
}
