import SwiftUI
import UIKit

struct ReaderView: View {
    @State private var savedBrightness: CGFloat = 0.5

    var body: some View {
        Text("Boarding pass")
            .onAppear {
                savedBrightness = UIScreen.main.brightness
                UIScreen.main.brightness = 1.0
            }
            .onDisappear { UIScreen.main.brightness = savedBrightness }
    }
}

func preferredFrameRate() -> Int {
    UIScreen.main.maximumFramesPerSecond
}
