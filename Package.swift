// swift-tools-version:6.0
// unfold — source-to-source migration for Swift iOS code. No dependencies
// outside the Swift toolchain: `swift build` is the whole install.
import PackageDescription

let package = Package(
    name: "unfold",
    products: [
        .executable(name: "unfold", targets: ["unfold"]),
        .library(name: "UnfoldKit", targets: ["UnfoldKit"]),
        // SwiftPM command plugins (issue 19): `swift package unfold-check`, `swift package unfold-fix`; docs/plugins.md.
        .plugin(name: "unfold-check", targets: ["UnfoldCheckPlugin"]),
        .plugin(name: "unfold-fix", targets: ["UnfoldFixPlugin"]),
    ],
    targets: [
        .target(name: "SwiftTree", path: "Sources/SwiftTree"),
        .target(name: "UnfoldKit", dependencies: ["SwiftTree"], path: "Sources/UnfoldKit"),
        .target(name: "Transforms", dependencies: ["SwiftTree", "UnfoldKit"], path: "Transforms"),
        .executableTarget(name: "unfold", dependencies: ["UnfoldKit", "Transforms"], path: "Sources/unfold"),
        // Reliability sweep (and benchmarks): `unfold-bench sweep PATH…`, docs/sweep.md.
        .executableTarget(name: "unfold-bench", dependencies: ["UnfoldKit", "Transforms", "SwiftTree"], path: "Benchmarks",
                          exclude: ["sweep.sh", "figures.sh", "many-fixes.sh"]),
        // The plugins live under Sources/Plugins (the top-level layout is fixed, docs/ARCHITECTURE.md).
        .plugin(name: "UnfoldCheckPlugin",
                capability: .command(intent: .custom(verb: "unfold-check", description: "Report unfold's findings as diagnostics; fails when something is pending")),
                dependencies: ["unfold"], path: "Sources/Plugins/UnfoldCheck"),
        .plugin(name: "UnfoldFixPlugin",
                capability: .command(intent: .custom(verb: "unfold-fix", description: "Rewrite the package's sources in place with unfold's safe fixes"),
                                     permissions: [.writeToPackageDirectory(reason: "unfold-fix rewrites legacy iOS code in your sources in place")]),
                dependencies: ["unfold"], path: "Sources/Plugins/UnfoldFix"),
        .testTarget(name: "SwiftTreeTests", dependencies: ["SwiftTree"], path: "Tests/SwiftTreeTests"),
        .testTarget(name: "UnfoldKitTests", dependencies: ["UnfoldKit", "Transforms", "SwiftTree"], path: "Tests/UnfoldKitTests"),
        .testTarget(name: "TransformsTests", dependencies: ["UnfoldKit", "Transforms", "SwiftTree"], path: "Tests/TransformsTests"),
    ],
    swiftLanguageModes: [.v6]
)
