// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Styling",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "Styling", targets: ["Styling"]),
    ],
    targets: [
        .target(name: "Styling"),
    ]
)
