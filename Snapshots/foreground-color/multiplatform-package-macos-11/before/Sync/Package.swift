// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Sync",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    products: [
        .library(name: "SyncUI", targets: ["SyncUI"]),
    ],
    targets: [
        .target(name: "SyncUI"),
    ]
)
