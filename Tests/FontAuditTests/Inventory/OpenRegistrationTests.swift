import FontInspector
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReporters

/// What an app registers that the audit cannot tell is a fact of its own: counted, listed with its
/// reason, never the ground of a finding, and never a reason to audit the app as a fonts folder.
@Suite struct OpenRegistrationTests {
    /// The Tuist fixture with its `Project.swift` replaced.
    static func tuist(_ manifest: String, in scratch: ScratchFolder) throws -> URL {
        let root = try CachedCheckTests.copy("Fixtures/Apps/TuistApp", in: scratch)
        try manifest.write(to: root.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        return root
    }

    /// A `Project.swift` whose app a helper makes: an app whose registrations are not known, not
    /// a fonts folder; listed with its place and reason.
    @Test func anAppTheAuditCannotReadIsNoFontsFolder() async throws {
        let scratch = try ScratchFolder()
        let root = try Self.tuist(
            "import ProjectDescription\n\nlet project = Project.app(name: makeName(), fonts: true)\n", in: scratch)
        let (inventories, result) = try await Auditor().audit(path: root.path)
        #expect(inventories.map(\.layout) == [.sourceTree])
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.summary.registrationsOpen == 1)
        #expect(result.summary.apps.isEmpty)
        let open = try #require(result.openNames.first { $0.reason.kind == .unreadApp })
        #expect(open.file == "Project.swift" && open.line == 3)
        let text = TextReporter.summary(result, style: ANSIStyle(colors: false))
        #expect(text.contains("1 registration the audit cannot tell"), "\(text)")
    }

    /// The control: a target named through a file's constant or a type's static constant is read,
    /// so its fonts, which nothing lists, are reported.
    @Test func aNameThroughAConstantIsRead() async throws {
        for (declaration, name) in [
            ("let appName = \"Notes\"", "appName"),
            ("enum Config {\n    static let name = \"Notes\"\n}", "Config.name"),
        ] {
            let scratch = try ScratchFolder()
            let root = try Self.tuist(
                """
                import ProjectDescription

                \(declaration)

                let project = Project(
                    name: \(name),
                    targets: [
                        .target(
                            name: \(name),
                            destinations: .iOS,
                            product: .app,
                            bundleId: "com.example.notes",
                            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
                            sources: ["Notes/Sources/**"],
                            resources: ["Notes/Resources/**"]
                        ),
                    ]
                )

                """, in: scratch)
            let (_, result) = try await Auditor().audit(path: root.path)
            #expect(
                result.findings.filter { $0.rule == "font-name-not-registered" }.compactMap(\.name).sorted() == [
                    "Roboto-Bold", "Roboto-Regular",
                ], "\(name)")
            #expect(result.summary.registrationsOpen == 0)
        }
    }

    /// A folder of fonts alone is audited as one, and the summary says so.
    @Test func aFontsFolderIsSaidToBeOne() async throws {
        let (_, result) = try await Auditor().audit(path: Repo.fonts.appendingPathComponent("Roboto").path)
        #expect(result.summary.apps == ["a fonts folder (no app found: every font file counts as registered)"])
    }

    /// A UIAppFonts entry whose file the target copies from `node_modules/`: an open registration
    /// naming the package, not a finding.
    @Test func aFileFromNodeModulesIsListedAsNotInTheCheckout() async throws {
        let app = try ReactNativeAppTests.variant(
            dependencies: ["@brand/ui"], entries: ["Brand-Medium.otf"], config: nil)
        try ReactNativeAppTests.copy(["../node_modules/@brand/ui/assets/fonts/Brand-Medium.otf"], in: app)
        let (_, result) = try await Auditor().audit(path: app.url.path)
        #expect(!result.findings.contains { $0.name == "Brand-Medium.otf" })
        let open = try #require(result.openNames.first { $0.reason.kind == .notInCheckout })
        #expect(open.written == "Brand-Medium.otf" && open.file == "ios/RNApp/Info.plist")
        #expect(
            open.reason.explanation.hasPrefix("copied from `node_modules/@brand/ui`, which the checkout does not hold"))
        #expect(result.summary.registrationsOpen == 1)
    }
}
