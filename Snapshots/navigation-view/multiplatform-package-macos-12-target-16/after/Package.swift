// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Library",
    platforms: [.iOS(.v16), .macOS(.v12)],
    targets: [
        .target(name: "Library"),
    ]
)
