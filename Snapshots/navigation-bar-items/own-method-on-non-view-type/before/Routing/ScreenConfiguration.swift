import Foundation

struct BarItem: Equatable {
    let title: String
    let action: String
}

/// The app's own description of a screen, sent from the server.
struct ScreenConfiguration {
    var title: String
    var leadingItems: [BarItem] = []
    var trailingItems: [BarItem] = []

    func navigationBarItems(leading: [BarItem], trailing: [BarItem]) -> ScreenConfiguration {
        var copy = self
        copy.leadingItems = leading
        copy.trailingItems = trailing
        return copy
    }

    func navigationBarTitle(_ title: String) -> ScreenConfiguration {
        var copy = self
        copy.title = title
        return copy
    }
}

final class Router {
    func configuration(for route: String) -> ScreenConfiguration {
        ScreenConfiguration(title: route)
            .navigationBarTitle(route.capitalized)
            .navigationBarItems(leading: [BarItem(title: "Back", action: "pop")], trailing: [])
    }
}
