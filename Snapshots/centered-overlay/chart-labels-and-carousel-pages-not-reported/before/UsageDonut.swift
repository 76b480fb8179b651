import SwiftUI
import Charts

struct UsageSlice: Identifiable {
    let id: String
    let megabytes: Double
}

/// A donut chart with its total in the hole: the label is centred in the
/// chart's plot, not on the screen.
struct UsageDonut: View {
    let slices: [UsageSlice]

    var body: some View {
        Chart(slices) { slice in
            SectorMark(angle: .value("Size", slice.megabytes), innerRadius: .ratio(0.6))
        }
        .chartBackground { chartProxy in
            GeometryReader { geometry in
                if let anchor = chartProxy.plotFrame {
                    let frame = geometry[anchor]
                    totalLabel
                        .position(x: frame.midX, y: frame.midY)
                }
            }
        }
    }

    var totalLabel: some View {
        Text("Total")
    }
}

/// One page of a photo carousel: the image fills its page.
struct CarouselPage: View {
    let name: String

    var body: some View {
        GeometryReader { geo in
            page(geo: geo)
        }
    }

    func page(geo: GeometryProxy) -> some View {
        Image(name)
            .resizable()
            .position(x: geo.size.width / 2, y: geo.size.height / 2)
    }
}
