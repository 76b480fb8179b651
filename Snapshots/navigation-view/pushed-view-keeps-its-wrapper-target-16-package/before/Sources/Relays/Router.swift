import SwiftUI

/// A route enum whose view builder the stack's destination calls (damus's Router).
enum Route: Hashable {
    case relayList
    case about

    @ViewBuilder
    func view() -> some View {
        switch self {
        case .relayList:
            RelayListView()
        case .about:
            Text("About")
        }
    }
}

struct RoutedRootView: View {
    var body: some View {
        NavigationStack {
            NavigationLink(value: Route.relayList) { Text("Relays") }
                .navigationDestination(for: Route.self) { route in
                    route.view()
                }
        }
    }
}
