// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Podcasts",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Podcasts", targets: ["Podcasts"]),
    ],
    targets: [
        .target(name: "Podcasts"),
    ]
)
