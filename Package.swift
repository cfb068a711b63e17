// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FontAudit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FontInspector", targets: ["FontInspector"]),
        .library(name: "FontAudit", targets: ["FontAudit"]),
        .executable(name: "fontaudit", targets: ["FontAuditCLI"]),
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
        // FontInspector is cut like FontAudit: the values, errors and folder walking; reading
        // through FreeType; and the facade with what `inspect` prints.
        .target(name: "FontInspectorModel"),
        .target(
            name: "FontInspectorReading",
            dependencies: ["CFreeType", "FontInspectorModel"]
        ),
        .target(
            name: "FontInspector",
            dependencies: ["FontInspectorModel", "FontInspectorReading"]
        ),
        // FontAudit is cut into layers the compiler holds (docs/ARCHITECTURE.md): each target imports
        // only the ones above it here, and cross-target internals are `package`, not `public`.
        .target(
            name: "FontAuditModel",
            dependencies: ["FontInspectorModel"],
            // The system-font list is compiled in (Model/SystemFontCatalog+Shipped.swift, written
            // by scripts/embed-system-fonts), so the binary needs no resource bundle.
            exclude: ["Resources/ios-system-fonts.tsv", "Resources/macos-system-fonts.tsv"]
        ),
        // The run cache: what each input file gave, kept between runs, keyed on the file and a
        // purpose each reader names; it knows no reader.
        .target(name: "FontAuditCache", dependencies: ["FontInspectorModel", "FontAuditModel"]),
        .target(
            name: "FontAuditReaders",
            dependencies: [
                "FontInspectorModel", "FontAuditModel", "FontAuditCache",
                .product(name: "Yams", package: "Yams"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "FontAuditInventory",
            dependencies: [
                "FontInspectorModel", "FontInspectorReading", "FontAuditModel", "FontAuditCache", "FontAuditReaders",
            ]
        ),
        .target(
            name: "FontAuditRules",
            dependencies: ["FontInspectorModel", "FontAuditModel", "FontAuditInventory"]
        ),
        .target(
            name: "FontAuditFixes",
            dependencies: [
                "FontInspectorModel", "FontAuditModel", "FontAuditCache", "FontAuditReaders", "FontAuditInventory",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "FontAuditReporters",
            dependencies: [
                "FontInspector", "FontInspectorModel", "FontInspectorReading", "FontAuditModel", "FontAuditInventory",
                "FontAuditRules",
            ]
        ),
        .target(
            name: "FontAudit",
            dependencies: [
                "FontInspectorModel", "FontAuditModel", "FontAuditCache", "FontAuditInventory", "FontAuditRules",
                "FontAuditFixes", "FontAuditReporters",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command's target is not named `fontaudit`: on a disk that ignores case (macOS's
        // default) its folders would be FontAudit's. The product, and so the binary, is `fontaudit`.
        .executableTarget(
            name: "FontAuditCLI",
            dependencies: [
                "FontInspector", "FontInspectorModel", "FontInspectorReading",
                "FontAudit", "FontAuditModel", "FontAuditReaders", "FontAuditInventory", "FontAuditRules",
                "FontAuditFixes", "FontAuditReporters",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "FontAuditCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "fontaudit", description: "Audit the package's fonts (fontaudit check), or each --target's"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "fontaudit check --fix rewrites font names and Info.plist entries in place; without --fix the plugin only reads the package."
                    )
                ]
            ),
            dependencies: ["FontAuditCLI"]
        ),
        .plugin(
            name: "FontAuditBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["FontAuditCLI"]
        ),
        // Fuzz entry points for every reader: no product ships them; the harness and the crasher
        // regression tests use them.
        .target(
            name: "FontAuditFuzzing",
            dependencies: ["FontAudit", "FontAuditReaders", "FontAuditFixes", "FontInspectorReading"]
        ),
        // Parses a plist on standard input with Foundation, for the harness's `oldstyle` oracle:
        // what CoreFoundation prints is read from this child's standard error.
        .executableTarget(name: "FontAuditPlistProbe"),
        // Fuzz harnesses (scripts/fuzz builds them with libFuzzer; a plain build replays inputs).
        // The plist probe it runs is built on its own (scripts/test, scripts/fuzz): under
        // `-sanitize=fuzzer` an executable dependency would be linked as a second harness.
        .executableTarget(
            name: "FontAuditFuzz",
            dependencies: ["FontAuditFuzzing", "FontInspectorReading"]
        ),
        .testTarget(
            name: "FontInspectorTests",
            dependencies: ["FontInspector", "FontInspectorModel", "FontInspectorReading", "CFreeType"]
        ),
        .testTarget(
            name: "FontAuditTests",
            dependencies: [
                "FontAudit", "FontAuditModel", "FontAuditCache", "FontAuditReaders", "FontAuditInventory",
                "FontAuditRules", "FontAuditFixes", "FontAuditReporters",
                "FontAuditFuzzing", "FontInspector", "FontInspectorModel", "FontInspectorReading",
            ]
        ),
        .testTarget(
            name: "FontAuditCLITests",
            dependencies: ["FontAuditCLI"]
        ),
    ]
)
