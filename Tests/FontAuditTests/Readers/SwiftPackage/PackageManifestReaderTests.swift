import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// `Package.swift` read without running it.
@Suite struct PackageManifestReaderTests {
    @Test func packageManifestResourcesLandInTheTargetBundle() {
        let package = PackageManifestReader().read(
            """
            let package = Package(
                name: "Kit",
                products: [.library(name: "KitUI", targets: ["UI"])],
                targets: [
                    .target(name: "UI", path: "Sources/KitUI", exclude: ["Resources/Old"],
                            resources: [.process("Resources"), .copy("Fonts")]),
                    .testTarget(name: "UITests", resources: [.process("Fixtures")]),
                ]
            )
            """, path: "Kit")
        #expect(package.name == "Kit")
        #expect(package.products == ["KitUI": ["UI"]])
        let files = package.bundledFiles(among: [
            "Sources/KitUI/Resources/Deep/A.ttf", "Sources/KitUI/Resources/Old/B.ttf", "Sources/KitUI/Fonts/C.otf",
            "Sources/KitUI/Other/D.ttf", "Tests/UITests/Fixtures/E.ttf",
            "Sources/KitUI/Resources/Assets.xcassets/Fonts/Brand-Bold.dataset/Brand-Bold.ttf",
        ])
        // A processed asset catalog is compiled into `Assets.car`: its data set is reached by name.
        #expect(
            files.map(\.bundlePath) == ["A.ttf", "asset:Brand-Bold", "Fonts/C.otf"],
            ".process flattens, .copy keeps its folder, exclude and tests left out")
        #expect(Set(files.map(\.bundle)) == ["Kit_UI.bundle"])
    }
}
