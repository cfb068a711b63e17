import Foundation
import Testing
import ZIPFoundation

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The exact findings on every app fixture, read from real plists and real fonts.
@Suite struct AppFixtureTests {
    struct Key: Hashable, CustomStringConvertible {
        let rule: String
        let file: String?
        let line: Int?
        init(_ rule: String, _ file: String?, _ line: Int? = nil) {
            self.rule = rule
            self.file = file
            self.line = line
        }
        var description: String { "\(rule) \(file ?? "-"):\(line.map(String.init) ?? "-")" }
    }

    func audit(_ app: String, configuration: Configuration = Configuration()) async throws -> (Inventory, AuditResult) {
        try await Auditor(configuration: configuration).auditOne(path: Repo.apps.appendingPathComponent(app).path)
    }

    static let plantedExpected: Set<Key> = [
        Key("manifest-path-case", "Brand/Info.plist", 12),
        Key("manifest-file-missing", "Brand/Info.plist", 14),
        Key("manifest-entry-duplicate", "Brand/Info.plist", 16),
        Key("manifest-unsupported-format", "Brand/Info.plist", 18),
        Key("font-unreadable", "Brand/Fonts/Display.ttf"),
        Key("postscript-name-duplicate", "Brand/Fonts/Brand-Regular.ttf"),
        Key("postscript-name-shadows-system", "Brand/Fonts/Helvetica-Bold.ttf"),
        Key("postscript-name-invalid", "Brand/Fonts/Headline.ttf"),
        Key("style-flags-inconsistent", "Brand/Fonts/Slanted.ttf"),
        Key("weight-class-mismatch", "Brand/Fonts/Heavy.ttf"),
        Key("font-not-listed", "Brand/Fonts/Cantarell-Regular.otf"),
        Key("ats-path-missing", "BrandMac/Info.plist", 9),
        Key("font-not-listed", "BrandMac/Fonts/Brand-Bold.ttf"),
        // The line of the offending <string>; no font-not-listed on top of it for the widget's font.
        Key("plist-unreadable", "BrandWidget/Info.plist", 9),
        // Names in code, storyboards and style dictionaries.
        Key("font-name-unknown", "Brand/Base.lproj/Main.storyboard", 32),
        Key("font-name-unknown", "Brand/Sources/Typography.swift", 16),
        Key("font-name-unknown", "BrandMac/Sources/Palette.swift", 5),
        Key("font-name-not-postscript", "Brand/Sources/Typography.swift", 22),
        Key("font-name-not-registered", "Brand/Sources/Typography.swift", 25),
        Key("font-name-not-registered", "Brand/Sources/LegacyLabel.m", 7),
        Key("font-variant-missing", "Brand/Sources/ArticleView.swift", 17),
        Key("font-relative-to-mismatch", "Brand/Sources/ArticleView.swift", 17),
        Key("style-dictionary-incomplete", "Brand/Resources/TextStyles.plist", 5),
        Key("style-dictionary-invalid", "Brand/Resources/TextStyles.plist", 27),
        Key("style-dictionary-invalid", "Brand/Resources/TextStyles.plist", 35),
        Key("generated-font-stale", "Brand/Sources/Generated/Fonts.swift", 7),
        Key("source-unreadable", "Brand/Base.lproj/Onboarding.xib", nil),
        Key("registered-file-missing", "Brand/Sources/FontLoader.swift", 8),
        // Roboto has no Japanese glyphs: the Japanese "Read more" draws from the system font.
        Key("font-glyph-missing", "Brand/ja.lproj/Localizable.strings", 2),
    ]

    @Test func plantedMistakesFindsExactlyWhatWasPlanted() async throws {
        let (inventory, result) = try await audit("PlantedMistakes")
        #expect(inventory.layout == .sourceTree)
        #expect(
            inventory.manifests.map(\.path) == ["Brand/Info.plist", "BrandMac/Info.plist", "BrandWidget/Info.plist"])
        let found = Set(result.findings.map { Key($0.rule, $0.file, $0.line) })
        #expect(
            found == Self.plantedExpected,
            "extra: \(found.subtracting(Self.plantedExpected)); missing: \(Self.plantedExpected.subtracting(found))")
        #expect(result.findings.count == Self.plantedExpected.count)
        let projectRules: Set<String> = [
            "font-not-in-target", "infoplist-key-ignored", "uiappfonts-ignored-on-macos", "font-in-other-bundle",
            "manifest-unused", "project-unreadable",
            // React Native's alone (Fixtures/Projects/ReactNative plants it).
            "font-weight-picks-other-face",
        ]
        let optIn = Set(allRules.filter { $0.description.optIn }.map { $0.description.identifier })
        #expect(
            Set(result.findings.map(\.rule)) == Auditor.ruleIdentifiers.subtracting(projectRules).subtracting(optIn),
            "every rule but the project and opt-in ones is planted")
        #expect(result.summary.errors == 15)
        #expect(result.summary.warnings == 14)
    }

    @Test func plantedNamesFixItsAndCounts() async throws {
        let (inventory, result) = try await audit("PlantedMistakes")
        func first(_ rule: String, _ file: String) -> Finding? {
            result.findings.first { $0.rule == rule && $0.file == file }
        }
        #expect(first("font-name-unknown", "Brand/Sources/Typography.swift")?.fix == "Roboto-Bold")
        #expect(first("font-name-unknown", "Brand/Sources/Typography.swift")?.column == 36)
        #expect(
            first("font-name-unknown", "BrandMac/Sources/Palette.swift")?.severity == .error,
            "macOS: an error, as on iOS")
        #expect(
            first("font-name-unknown", "BrandMac/Sources/Palette.swift")?.stated("family") == [
                "appleDownloadFont", "SF Mono",
            ])
        #expect(first("font-name-unknown", "Brand/Base.lproj/Main.storyboard")?.severity == .error)
        // `Roboto` names three faces, two of them regular and upright (`Roboto-Regular`, `Roboto
        // Spaced Regular`): which one a lookup finds is not defined, so there is no fix.
        let family = first("font-name-not-postscript", "Brand/Sources/Typography.swift")
        #expect(family?.fix == nil)
        #expect(
            family?.stated("suggestion", "faces") == [
                "notPostScriptName", "", "Roboto-Bold, Roboto-Regular, Roboto Spaced Regular",
            ])
        #expect(
            family?.action
                == .manual(
                    "the family has 2 regular upright faces (`Roboto-Regular`, `Roboto Spaced Regular`): choose one of them"
                ))
        #expect(first("font-name-not-registered", "Brand/Sources/Typography.swift")?.fix == "Cantarell-Regular.otf")
        #expect(first("font-name-not-registered", "Brand/Sources/LegacyLabel.m")?.fix == "Brand-Italic.ttf")
        #expect(
            first("font-name-not-registered", "Brand/Sources/LegacyLabel.m")?.stated("listedAs") == [
                "requestedFontNotListed", "brand-italic.ttf",
            ])
        // `body` is defined already: renaming `bodyy` would make a second `body`, so no fix.
        let stray = result.findings.first { $0.rule == "style-dictionary-invalid" && $0.name == "bodyy" }
        #expect(stray?.fix == nil)
        #expect(stray?.stated("style", "styleLine") == ["looksLikeDefinedStyle", "body", "12"])

        // Every request API, and not one name from a comparison, comment, log, test or #if 0.
        let apis = Set(inventory.requests.map(\.api))
        #expect(
            apis.isSuperset(of: [
                "Font.custom", "UIFont(name:size:)", "NSFont(name:size:)", "UIFontDescriptor(name:size:)",
                "UIFontDescriptor(fontAttributes: [.name:])", "CTFontCreateWithName", "[UIFont fontWithName:size:]",
                "[UIFontDescriptor fontDescriptorWithName:size:]", "fontDescription", "style dictionary body",
            ]))
        let names = Set(inventory.requests.map(\.name))
        for never in [
            "Commented-Out", "Logged-Name", "Compared-Name", "In-A-Comment", "Disabled-Code", "Roboto-Thin",
            "Dead-Code", "Roboto-Test-Only", "Anonymous",
        ] {
            #expect(!names.contains(never), "\(never) is no font request")
        }
        #expect(!result.findings.contains { $0.file?.hasPrefix("BrandTests/") == true })
        #expect(inventory.dynamicNames.map(\.line) == [33])
        #expect(result.summary.namesFound == 24)
        #expect(result.summary.namesResolved == 17)
        #expect(result.summary.namesDynamic == 1, "the parameter `name` does not resolve to Profile.name")
        #expect(apis.contains("[NSFont fontWithName:size:]"))
        #expect(
            inventory.requests.contains { $0.name == "Roboto-Regular" && $0.traits == RequestedTraits(bold: true) },
            ".fontWeight(.bold)")

        // Promo.ttc is in no UIAppFonts entry, but the storyboard's <customFonts> map registers it.
        #expect(
            inventory.interfaceBuilderFontMaps.first?.files == [
                "Brand-Bold.ttf": ["Roboto-Bold"], "Promo.ttc": ["RobotoCondensed-Bold"],
            ])
        #expect(inventory.interfaceBuilderRegisteredPaths.contains("Brand/Fonts/Promo.ttc"))
        #expect(!inventory.manifestRegisteredPaths.contains("Brand/Fonts/Promo.ttc"))
        #expect(!result.findings.contains { $0.file == "Brand/Fonts/Promo.ttc" || $0.name == "RobotoCondensed-Bold" })
    }

    @Test func plantedFindingsCarryTheFix() async throws {
        let (_, result) = try await audit("PlantedMistakes")
        let byRule = Dictionary(grouping: result.findings, by: \.rule)
        #expect(byRule["manifest-path-case"]?.first?.fix == "Brand-Italic.ttf")
        // Its likely meaning, Brand-Bold.ttf, is listed already: the entry is removed, not renamed.
        #expect(byRule["manifest-file-missing"]?.first?.fix == nil)
        #expect(
            byRule["manifest-file-missing"]?.first?.stated("nearest", "nearestLine") == [
                "fileMissingNearestListed", "Brand-Bold.ttf", "10",
            ])
        #expect(
            byRule["manifest-file-missing"]?.first?.action
                == .removeEntry(manifest: "Brand/Info.plist", line: 14, value: "Brand-Blod.ttf"))
        #expect(byRule["postscript-name-invalid"]?.first?.fix == "RobotoSpacedRegular")
        #expect(byRule["font-not-listed"]?.first?.fix == "Cantarell-Regular.otf")
        #expect(byRule["postscript-name-duplicate"]?.first?.name == "Roboto-Regular")
        #expect(byRule["postscript-name-shadows-system"]?.first?.name == "Helvetica-Bold")
    }

    @Test func cleanAppHasNoFindings() async throws {
        let (inventory, result) = try await audit("CleanApp")
        #expect(
            inventory.requests.count == 18,
            "its sources and style dictionary are read: \(inventory.requests.map(\.name))")
        #expect(result.summary.namesResolved == inventory.requests.count)
        #expect(inventory.manifests.count == 1)
        #expect(inventory.manifests.first?.hasLines == false, "the clean app's Info.plist is binary")
        #expect(inventory.manifests.first?.appFonts.count == 6)
        #expect(inventory.registeredFonts.count == 6)
        #expect(result.findings == [], "\(result.findings.map(\.message))")
        #expect(result.summary.faces == 7)
    }

    @Test func macAppRegistersTheATSFolder() async throws {
        let (inventory, result) = try await audit("MacApp")
        #expect(inventory.manifests.first?.atsFontsPath?.folder == "Mac/Fonts")
        #expect(inventory.registeredPaths == ["Mac/Fonts/Roboto-Bold.ttf", "Mac/Fonts/Roboto-Regular.ttf"])
        #expect(
            result.findings.map { Key($0.rule, $0.file, $0.line) } == [
                Key("font-not-listed", "Mac/Cantarell-Regular.otf")
            ])
    }
}
