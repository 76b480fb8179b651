import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastView()
        }
    }
}

struct ForecastView: View {
    var body: some View {
        Text("Sunny, 21°")
            .padding()
    }
}
