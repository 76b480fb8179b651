// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Mail",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Mail", targets: ["Mail"]),
    ],
    targets: [
        .target(name: "Mail"),
    ]
)
