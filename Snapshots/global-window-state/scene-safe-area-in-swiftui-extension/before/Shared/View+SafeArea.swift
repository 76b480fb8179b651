import SwiftUI
import UIKit

extension View {
    func safeArea() -> UIEdgeInsets {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return .zero }
        guard let safeArea = scene.windows.first?.safeAreaInsets else { return .zero }
        return safeArea
    }

    func sceneTitle() -> String {
        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.title ?? ""
    }
}
