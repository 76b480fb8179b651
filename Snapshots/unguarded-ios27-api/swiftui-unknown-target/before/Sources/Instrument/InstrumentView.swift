import SwiftUI

struct InstrumentView: View {
    @State private var pitchBend: Double = 0
    @Environment(\.toolbarVerticalEdge) var edge

    var body: some View {
        GuitarView(pitchBend: pitchBend)
            .onHingeChange { _, context in
                if let hinge = context.hinge, hinge.status == .partiallyOpen {
                    pitchBend = calculatePitchBend(angle: hinge.angle)
                } else {
                    pitchBend = 0
                }
            }
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Tune") {}
                }
            }
            .toolbarVerticalBehavior(.disabled)
    }
}
