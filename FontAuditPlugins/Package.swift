// swift-tools-version:6.0
// FontAudit's SwiftPM plugins without compiling FontAudit: they run the release's prebuilt binary
// (fontaudit.artifactbundle.zip, every platform's variant) through a binary target, as
// SwiftLintPlugins does. The release (.github/workflows/release.yml) publishes this folder, its
// plugin sources copied in and the binary target below filled with the release's URL and checksum
// by scripts/release-fill; scripts/test-release-dry-run fills it with a local bundle's path.
import PackageDescription

let package = Package(
    name: "FontAuditPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "FontAuditCommandPlugin", targets: ["FontAuditCommandPlugin"]),
        .plugin(name: "FontAuditBuildToolPlugin", targets: ["FontAuditBuildToolPlugin"]),
    ],
    targets: [
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
            dependencies: ["FontAuditBinary"]
        ),
        .plugin(
            name: "FontAuditBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["FontAuditBinary"]
        ),
        // release-fill: binary target
        .binaryTarget(
            name: "FontAuditBinary",
            url: "https://github.com/OWNER/fontaudit/releases/download/v0.1.0/fontaudit.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000000"
        ),
        // release-fill: end
    ]
)
