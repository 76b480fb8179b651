import SwiftUI

struct DismissableModifier: ViewModifier {
    let dismiss: () -> Void

    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close", action: dismiss)
            }
        }
    }
}

struct HelpButtonModifier: ViewModifier {
    let showHelp: () -> Void

    func body(content: Content) -> some View {
        content
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(action: showHelp) { Image(systemName: "questionmark.circle") }
                }
            }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 2.4").toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                EditButton()
            }
        }.padding()
    }
}
