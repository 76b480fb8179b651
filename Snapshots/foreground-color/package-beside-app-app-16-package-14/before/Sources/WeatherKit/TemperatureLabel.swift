import SwiftUI

public struct TemperatureLabel: View {
    public let degrees: Int
    public var body: some View {
        Image(systemName: "thermometer")
            .foregroundColor(.orange)
    }
}
