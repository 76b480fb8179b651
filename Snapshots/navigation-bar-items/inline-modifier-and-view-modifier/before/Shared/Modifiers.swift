import SwiftUI

struct DismissableModifier: ViewModifier {
    let dismiss: () -> Void

    func body(content: Content) -> some View {
        content.navigationBarItems(leading: Button("Close", action: dismiss))
    }
}

struct HelpButtonModifier: ViewModifier {
    let showHelp: () -> Void

    func body(content: Content) -> some View {
        content
            .navigationBarItems(trailing: Button(action: showHelp) { Image(systemName: "questionmark.circle") })
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 2.4").navigationBarItems(trailing: EditButton()).padding()
    }
}
