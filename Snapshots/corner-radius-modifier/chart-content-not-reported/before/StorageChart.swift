import SwiftUI
import Charts

struct StorageKind: Identifiable {
    let id: String
    let megabytes: Double
}

/// Disk use as a donut and as bars. The marks' corner radius is Swift Charts'
/// own; the labels are views again.
struct StorageChart: View {
    let kinds: [StorageKind]

    var body: some View {
        VStack {
            Chart(kinds) { kind in
                SectorMark(
                    angle: .value("Size", kind.megabytes),
                    innerRadius: .ratio(0.6),
                    angularInset: 1
                )
                .cornerRadius(4)
            }
            Chart {
                ForEach(kinds) { kind in
                    BarMark(x: .value("Kind", kind.id), y: .value("Size", kind.megabytes))
                        .cornerRadius(6)
                        .annotation(position: .top) {
                            Text(kind.id)
                                .padding(2)
                                .background(Color.gray)
                                .cornerRadius(3)
                        }
                }
            }
            Text("Total")
                .padding()
                .background(Color.secondary)
                .cornerRadius(8)
        }
    }

    /// A helper of chart content: its `cornerRadius` is chart content's too.
    @ChartContentBuilder
    var bars: some ChartContent {
        ForEach(kinds) { kind in
            BarMark(x: .value("Kind", kind.id), y: .value("Size", kind.megabytes))
        }
        .cornerRadius(2)
    }
}
