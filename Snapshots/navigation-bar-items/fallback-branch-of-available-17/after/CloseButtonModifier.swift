import SwiftUI

struct CloseButtonModifier: ViewModifier {
    let close: () -> Void

    func body(content: Content) -> some View {
        if #available(iOS 17, *) {
            content.toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close", action: close)
                }
            }
        } else {
            content.toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Close", action: close)
                }
            }
        }
    }
}

struct LegacyTitle: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 17, *) {
            content.navigationTitle("Legacy")
        } else {
            content.navigationTitle("Legacy")
        }
    }
}
