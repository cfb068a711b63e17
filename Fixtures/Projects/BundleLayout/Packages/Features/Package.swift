// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Features",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Features", targets: ["Features"]),
    ],
    dependencies: [
        .package(path: "../DesignKit"),
    ],
    targets: [
        .target(
            name: "Features",
            dependencies: [.product(name: "DesignKit", package: "DesignKit")]
        ),
    ]
)
