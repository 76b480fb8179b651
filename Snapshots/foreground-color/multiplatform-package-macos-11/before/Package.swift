// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Badges",
    platforms: [.iOS(.v15), .macOS(.v11), .watchOS("7.0")],
    products: [
        .library(name: "Badges", targets: ["Badges"]),
    ],
    targets: [
        .target(name: "Badges"),
    ]
)
