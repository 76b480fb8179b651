// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WeatherKit",
    platforms: [.iOS(.v14), .macOS(.v12)],
    products: [.library(name: "WeatherKit", targets: ["WeatherKit"])],
    targets: [.target(name: "WeatherKit")]
)
