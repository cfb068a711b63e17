import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The registration model: fonts in Swift packages, registered by code (CTFontManager, SwiftGen),
/// by XcodeGen and Tuist specs; project configurations; files the checkout lacks. Each fixture
/// is audited for real, and its findings are pinned exactly.
@Suite struct RegistrationTests {
    static let modular = Repo.root.appendingPathComponent("Fixtures/Projects/Modular")

    struct Key: Hashable, CustomStringConvertible {
        let rule: String
        let file: String?
        let line: Int?
        let severity: Severity
        init(_ rule: String, _ file: String?, _ line: Int?, _ severity: Severity) {
            self.rule = rule
            self.file = file
            self.line = line
            self.severity = severity
        }
        var description: String { "\(rule) \(file ?? "-"):\(line.map(String.init) ?? "-") \(severity)" }
    }

    func keys(_ result: AuditResult) -> Set<Key> {
        Set(result.findings.map { Key($0.rule, $0.file, $0.line, $0.severity) })
    }

    /// A copy of the Modular fixture with `edits` (path → (old, new)) applied.
    func modularCopy(_ edits: [String: [(String, String)]]) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let copy = scratch.url.appendingPathComponent("Modular")
        try FileManager.default.copyItem(at: Self.modular, to: copy)
        for (path, replacements) in edits {
            let url = copy.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
            for (old, new) in replacements {
                #expect(text.contains(old), "\(path) holds \(old)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return scratch
    }

    func audit(_ path: String, targets: [String] = [], configuration: String? = nil) async throws -> (
        [Inventory], AuditResult
    ) {
        var options = AuditOptions()
        options.targets = targets
        options.configuration = configuration
        let outcome = try await Auditor().audit(path: path, options: options)
        return (outcome.inventories, outcome.result)
    }

    // MARK: The modular app: fonts in a local package, registered by SwiftGen's generated code

    @Test func modularAppHasNoErrorsAndOneInertWarningPerEntry() async throws {
        let (inventories, result) = try await audit(Self.modular.path, targets: ["App"])
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .warning),
                Key("font-in-other-bundle", "App/Info.plist", 12, .warning),
            ], "\(result.findings.map(\.message))")
        let warning = try #require(result.findings.first)
        #expect(warning.stated("targets") == ["entryRegistersNothing", "Brand_Brand.bundle"])
        #expect(
            warning.messageValue.facts["registration"]
                == "registered at run time by `FontFamily.registerAllCustomFonts()` at `App/ModularApp.swift:8` from the `Brand_Brand.bundle` bundle"
        )

        let app = try #require(inventories.first)
        #expect(app.packages.map(\.name) == ["Brand"])
        #expect(app.fonts.map(\.bundlePath) == ["Roboto-Bold.ttf", "Roboto-Regular.ttf"])
        #expect(Set(app.fonts.compactMap(\.bundle)) == ["Brand_Brand.bundle"])
        #expect(app.registeredPaths == Set(app.fonts.map(\.path)))
        // The face names come from the real files, read through FreeType.
        #expect(
            app.fonts.flatMap { $0.report.faces.compactMap(\.postscriptName) }.sorted() == [
                "Roboto-Bold", "Roboto-Regular",
            ])
        // Font.custom("Roboto-Bold") and FontFamily.Roboto.regular.swiftUIFont(size:) both resolve;
        // the package's test target asks for a name that is no request of the app.
        #expect(result.summary.namesFound == 2)
        #expect(result.summary.namesResolved == 2)
        #expect(Set(app.requests.map(\.name)) == ["Roboto-Bold", "Roboto-Regular"])
        #expect(app.generatedFonts.map(\.file) == ["Packages/Brand/Sources/Brand/Generated/Fonts.swift"])
        #expect(app.generatedFonts.first?.bundle == "Brand_Brand.bundle")
    }

    @Test func missingFilesAreNoFontFindings() async throws {
        let (inventories, result) = try await audit(Self.modular.path, targets: ["Legacy"])
        #expect(
            keys(result) == [Key("manifest-file-missing", "Legacy/Info.plist", 11, .error)],
            "\(result.findings.map(\.message))")
        let missing = try #require(result.findings.first)
        #expect(missing.stated("path") == ["referenceNotInCheckout", "../Downloads/Open_Sans/OpenSans-Bold.ttf"])
        #expect(!result.findings.contains { $0.rule == "font-unreadable" })
        // LegacyMain.m is compiled by the target but was never committed: counted, not a finding.
        #expect(inventories.first?.missingSources == ["Legacy/LegacyMain.m"])
        #expect(result.summary.sourcesMissing == 1)
        #expect(inventories.first?.absentFonts.map(\.path) == ["../Downloads/Open_Sans/OpenSans-Bold.ttf"])
    }

    @Test func registrationNeverCalledIsAnErrorPerEntryAndPerName() async throws {
        let scratch = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Body\").font(FontFamily.Roboto.regular.swiftUIFont(size: 17))\n", ""),
            ]
        ])
        let (_, result) = try await audit(scratch.url.appendingPathComponent("Modular").path, targets: ["App"])
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .error),
                Key("font-in-other-bundle", "App/Info.plist", 12, .error),
                Key("font-name-not-registered", "App/ModularApp.swift", 13, .error),
            ], "\(result.findings.map(\.message))")
        for finding in result.findings {
            #expect(
                finding.stated("enumName") == [
                    finding.rule == "font-in-other-bundle"
                        ? "onlyInOtherBundle" : "requestedGeneratedFontNeverRegistered", "FontFamily",
                ])
        }
    }

    @Test func lazyRegistrationOnFirstUseResolvesTheOneName() async throws {
        // The second public shape: no registerAllCustomFonts() call, no UIAppFonts, one generated font used.
        let scratch = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Title\").font(.custom(\"Roboto-Bold\", size: 28, relativeTo: .title))\n", ""),
            ],
            "App/Info.plist": [("<string>Roboto-Regular.ttf</string>", ""), ("<string>Roboto-Bold.ttf</string>", "")],
        ])
        let (inventories, result) = try await audit(
            scratch.url.appendingPathComponent("Modular").path, targets: ["App"])
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.summary.files == 2)
        #expect(result.summary.namesFound == 1)
        #expect(result.summary.namesResolved == 1)
        let registration = try #require(inventories.first?.registrations.first)
        #expect(registration.kind == .swiftGenLazy)
        #expect(registration.fonts == ["Packages/Brand/Sources/Brand/Resources/Fonts/Roboto-Regular.ttf"])
    }

    @Test func aTargetThatUsesNoGeneratedFontHasNoFinding() async throws {
        // Mastodon's shape: extensions link the assets package for its colours and images and never
        // touch the one SwiftGen font (only the app does). Unused, the font costs only size there.
        let scratch = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Title\").font(.custom(\"Roboto-Bold\", size: 28, relativeTo: .title))\n", ""),
                ("                Text(\"Body\").font(FontFamily.Roboto.regular.swiftUIFont(size: 17))\n", ""),
            ],
            "App/Info.plist": [("<string>Roboto-Regular.ttf</string>", ""), ("<string>Roboto-Bold.ttf</string>", "")],
        ])
        let path = scratch.url.appendingPathComponent("Modular").path
        let (inventories, result) = try await audit(path, targets: ["App"])
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(inventories.first?.fonts.count == 2, "the package's fonts are still read")
        #expect(inventories.first?.generatedFonts.first?.registrations.isEmpty == true)

        // Asked for by name, the same font is unregistered: named at the request and on the file.
        let asking = try modularCopy([
            "App/ModularApp.swift": [
                ("        FontFamily.registerAllCustomFonts()\n", ""),
                ("                Text(\"Body\").font(FontFamily.Roboto.regular.swiftUIFont(size: 17))\n", ""),
            ],
            "App/Info.plist": [("<string>Roboto-Regular.ttf</string>", ""), ("<string>Roboto-Bold.ttf</string>", "")],
        ])
        let (_, named) = try await audit(asking.url.appendingPathComponent("Modular").path, targets: ["App"])
        #expect(
            keys(named) == [
                Key("font-name-not-registered", "App/ModularApp.swift", 13, .error),
                Key("font-not-listed", "Packages/Brand/Sources/Brand/Resources/Fonts/Roboto-Bold.ttf", nil, .warning),
            ], "\(named.findings.map(\.message))")
    }

    @Test func staleGeneratedFileIsFound() async throws {
        let scratch = try modularCopy([
            "Packages/Brand/Sources/Brand/Generated/Fonts.swift": [
                (
                    "FontConvertible(name: \"Roboto-Regular\", family: \"Roboto\"",
                    "FontConvertible(name: \"Roboto-Book\", family: \"Roboto\""
                ),
                (
                    "FontConvertible(name: \"Roboto-Bold\", family: \"Roboto\"",
                    "FontConvertible(name: \"Roboto-Bold\", family: \"Roboto Text\""
                ),
            ]
        ])
        let (_, result) = try await audit(scratch.url.appendingPathComponent("Modular").path, targets: ["App"])
        let generated = "Packages/Brand/Sources/Brand/Generated/Fonts.swift"
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .warning),
                Key("font-in-other-bundle", "App/Info.plist", 12, .warning),
                Key("generated-font-stale", generated, 17, .warning),
                Key("generated-font-stale", generated, 18, .error),
            ], "\(result.findings.map(\.message))")
        let stale = try #require(result.findings.first { $0.severity == .error })
        #expect(stale.fix == "Roboto-Regular")
        #expect(stale.stated("key", "name") == ["generatedNameStale", "FontFamily.Roboto.regular", "Roboto-Book"])
        let family = try #require(
            result.findings.first { $0.rule == "generated-font-stale" && $0.severity == .warning })
        #expect(family.fix == "Roboto")
    }

    @Test func projectDefaultConfigurationIsReadWithoutFlags() async throws {
        let pbxproj = "Modular.xcodeproj/project.pbxproj"
        let scratch = try modularCopy([
            pbxproj: [
                ("name = Release;", "name = \"Release-AppStore\";"),
                ("defaultConfigurationName = Release;", "defaultConfigurationName = \"Release-AppStore\";"),
            ]
        ])
        let path = scratch.url.appendingPathComponent("Modular").path
        let (inventories, result) = try await audit(path, targets: ["App"])
        #expect(inventories.first?.target != nil)
        #expect(
            keys(result) == [
                Key("font-in-other-bundle", "App/Info.plist", 11, .warning),
                Key("font-in-other-bundle", "App/Info.plist", 12, .warning),
            ])
        // A configuration named explicitly that the project lacks is still an error, listing the ones it has.
        await #expect {
            _ = try await audit(path, configuration: "Release")
        } throws: { error in
            guard case .noSuchConfiguration("Release", _, let available, _) = error as? AuditError else { return false }
            return available == ["Debug", "Release-AppStore"]
        }
        let debug = try await audit(path, targets: ["App"], configuration: "Debug")
        #expect(debug.1.summary.errors == 0)
    }
}
