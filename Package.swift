// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FontAudit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FontInspector", targets: ["FontInspector"]),
        .library(name: "FontAudit", targets: ["FontAudit"]),
        .executable(name: "fontaudit", targets: ["fontaudit"]),
        // SwiftPM plugins (docs/PLUGINS.md): `swift package fontaudit check`, and `check` on every
        // build of a target that uses the build-tool plugin.
        .plugin(name: "FontAuditCommandPlugin", targets: ["FontAuditCommandPlugin"]),
        .plugin(name: "FontAuditBuildToolPlugin", targets: ["FontAuditBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
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
        .target(
            name: "FontAudit",
            dependencies: [
                "FontInspector",
                .product(name: "Yams", package: "Yams"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            // The system-font list is compiled in (Model/SystemFontCatalog+Shipped.swift, written
            // by scripts/embed-system-fonts), so the binary needs no resource bundle.
            exclude: ["Resources/ios-system-fonts.tsv", "Resources/macos-system-fonts.tsv"]
        ),
        .executableTarget(
            name: "fontaudit",
            dependencies: [
                "FontInspector",
                "FontAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "FontAuditCommandPlugin",
            capability: .command(
                intent: .custom(verb: "fontaudit", description: "Audit the package's fonts (fontaudit check), or each --target's"),
                permissions: [
                    .writeToPackageDirectory(reason: "fontaudit check --fix rewrites font names and Info.plist entries in place; without --fix the plugin only reads the package."),
                ]
            ),
            dependencies: ["fontaudit"]
        ),
        .plugin(
            name: "FontAuditBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["fontaudit"]
        ),
        // Fuzz harnesses (scripts/fuzz builds them with libFuzzer; a plain build replays inputs).
        .executableTarget(
            name: "FontAuditFuzz",
            dependencies: ["FontAudit", "FontInspector"]
        ),
        .testTarget(
            name: "FontInspectorTests",
            dependencies: ["FontInspector", "CFreeType"]
        ),
        .testTarget(
            name: "FontAuditTests",
            dependencies: ["FontAudit", "FontInspector"]
        ),
        .testTarget(
            name: "fontauditTests",
            dependencies: ["fontaudit"]
        ),
    ]
)
