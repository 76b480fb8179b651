// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Legacy",
    platforms: [.iOS(.v14)],
    products: [
        .library(name: "Legacy", targets: ["Legacy"]),
    ],
    targets: [
        .target(name: "Legacy"),
    ]
)
