// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Compass",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Compass", targets: ["Compass"]),
    ],
    targets: [
        .target(name: "Compass"),
    ]
)
