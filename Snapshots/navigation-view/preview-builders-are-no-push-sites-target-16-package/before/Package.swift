// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Gallery",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Gallery", targets: ["Gallery"]),
    ],
    targets: [
        .target(name: "Gallery"),
    ]
)
