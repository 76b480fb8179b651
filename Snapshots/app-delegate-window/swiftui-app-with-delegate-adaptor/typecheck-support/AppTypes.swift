// App types the case names, declared for the type-check only (docs/sdk-stubs.md).
import SwiftUI

final class WeatherService {
    static let shared = WeatherService()
    func configure(apiKey: String) {}
}

enum Secrets {
    static let weatherKey = ""
}

final class ForecastCache {
    static let shared = ForecastCache()
    func persist() {}
}

struct ForecastView: View {
    var body: some View {
        Text("")
    }
}
