// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ShellKit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "ShellKit", targets: ["ShellKit"])],
    targets: [.target(name: "ShellKit")]
)
