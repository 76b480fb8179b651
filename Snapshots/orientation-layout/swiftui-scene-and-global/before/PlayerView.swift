import SwiftUI

struct PlayerView: View {
    var body: some View {
        if UIDevice.current.orientation.isLandscape {
            HStack { controls }
        } else {
            VStack { controls }
        }
    }

    private var controls: some View {
        Text("Controls")
    }
}
