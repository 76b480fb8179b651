// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Pump",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "Pump", targets: ["Pump"]),
    ],
    targets: [
        .target(name: "Pump"),
    ]
)
