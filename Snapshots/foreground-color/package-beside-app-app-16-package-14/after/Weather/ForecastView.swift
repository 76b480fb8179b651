import SwiftUI
import WeatherKit

struct ForecastView: View {
    var body: some View {
        Image(systemName: "sun.max")
            .foregroundStyle(.yellow)
    }
}
