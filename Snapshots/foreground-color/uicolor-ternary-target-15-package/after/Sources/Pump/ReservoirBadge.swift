import SwiftUI
import UIKit

struct ReservoirBadge: View {
    var isStale: Bool
    var tint: UIColor

    var body: some View {
        VStack {
            Image(systemName: "drop.fill")
                .foregroundStyle(Color(isStale ? UIColor.systemGray3 : UIColor.secondaryLabel))
            Text("Reservoir")
                .foregroundStyle(Color(isStale ? UIColor(white: 0.5, alpha: 1) : UIColor.label))
            // A branch of unknown type: left as a finding.
            Text("Level")
                .foregroundColor(Color(isStale ? tint : UIColor.label))
        }
    }
}
