// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Brand",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Brand", targets: ["Brand"]),
    ],
    targets: [
        .target(
            name: "Brand",
            resources: [.process("Resources")]
        ),
        .testTarget(name: "BrandTests", dependencies: ["Brand"]),
    ]
)
