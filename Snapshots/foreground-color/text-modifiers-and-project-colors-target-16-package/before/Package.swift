// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Live",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Live", targets: ["Live"]),
    ],
    targets: [
        .target(name: "Live"),
    ]
)
