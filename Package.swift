// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FontAudit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FontInspector", targets: ["FontInspector"]),
        .executable(name: "fontaudit", targets: ["fontaudit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .target(
            name: "FontInspector",
            dependencies: ["CFreeType"]
        ),
        .executableTarget(
            name: "fontaudit",
            dependencies: [
                "FontInspector",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "FontInspectorTests",
            dependencies: ["FontInspector", "CFreeType"]
        ),
        .testTarget(
            name: "fontauditTests",
            dependencies: ["fontaudit"]
        ),
    ]
)
