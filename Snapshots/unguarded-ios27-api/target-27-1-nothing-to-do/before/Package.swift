// swift-tools-version:6.3
import PackageDescription

let package = Package(
    name: "Compass",
    platforms: [.iOS("27.1")],
    products: [
        .library(name: "Compass", targets: ["Compass"]),
    ],
    targets: [
        .target(name: "Compass"),
    ]
)
