// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Recipes", targets: ["Recipes"]),
    ],
    targets: [
        .target(name: "Recipes"),
    ]
)
