// swift-tools-version:6.0
// unfold — source-to-source migration for Swift iOS code. No dependencies
// outside the Swift toolchain: `swift build` is the whole install.
import PackageDescription

let package = Package(
    name: "unfold",
    products: [
        .executable(name: "unfold", targets: ["unfold"]),
        .library(name: "UnfoldKit", targets: ["UnfoldKit"]),
    ],
    targets: [
        .target(name: "SwiftTree", path: "Sources/SwiftTree"),
        .target(name: "UnfoldKit", dependencies: ["SwiftTree"], path: "Sources/UnfoldKit"),
        .target(name: "Transforms", dependencies: ["SwiftTree", "UnfoldKit"], path: "Transforms"),
        .executableTarget(name: "unfold", dependencies: ["UnfoldKit", "Transforms"], path: "Sources/unfold"),
        // Reliability sweep (and benchmarks): `unfold-bench sweep PATH…`, docs/sweep.md.
        .executableTarget(name: "unfold-bench", dependencies: ["UnfoldKit", "Transforms", "SwiftTree"], path: "Benchmarks",
                          exclude: ["sweep.sh", "figures.sh", "many-fixes.sh"]),
        .testTarget(name: "SwiftTreeTests", dependencies: ["SwiftTree"], path: "Tests/SwiftTreeTests"),
        .testTarget(name: "UnfoldKitTests", dependencies: ["UnfoldKit", "Transforms", "SwiftTree"], path: "Tests/UnfoldKitTests"),
        .testTarget(name: "TransformsTests", dependencies: ["UnfoldKit", "Transforms", "SwiftTree"], path: "Tests/TransformsTests"),
    ],
    swiftLanguageModes: [.v6]
)
