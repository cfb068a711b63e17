import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// `font-glyph-missing` on the Localized sample app: a storyboard with two localizations,
/// SwiftUI views (a chain, a container font, overrides), a UIKit controller, a `.stringsdict` and
/// an `.xcstrings` catalog with plural variations, in two faces cut from Roboto with known holes.
@Suite struct GlyphMissingTests {
    struct Expected: Hashable, CustomStringConvertible {
        let file: String
        let line: Int
        let characters: String
        let languages: String
        var description: String { "\(file):\(line) [\(characters)] \(languages)" }
    }

    func findings() async throws -> [Finding] {
        let (_, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("Localized").path)
        return result.findings
    }

    @Test func exactlyTheTextsWithHoles() async throws {
        let findings = try await findings()
        #expect(findings.allSatisfy { $0.rule == "font-glyph-missing" }, "\(findings.map(\.rule))")
        #expect(findings.allSatisfy { ["noGlyph", "noGlyphInLanguage"].contains($0.messageValue.id) })
        let found = Set(
            findings.map { finding -> Expected in
                let facts = finding.messageValue.facts
                return Expected(
                    file: finding.file ?? "", line: finding.line ?? 0, characters: facts["missing"] ?? "?",
                    languages: facts["languages"] ?? facts["language"] ?? "?")
            })
        let expected: Set<Expected> = [
            // An attributed fragment in the regular face; the bold fragment beside it is drawn.
            Expected(file: "Base.lproj/Main.storyboard", line: 36, characters: "Ł ó ź", languages: ""),
            // UIKit: a literal title, font and text set in one scope.
            Expected(file: "Sources/ProfileViewController.swift", line: 14, characters: "ę", languages: ""),
            // SwiftUI: a verbatim text in the container's font.
            Expected(file: "Sources/WelcomeView.swift", line: 15, characters: "ę", languages: ""),
            // Every Polish string in the face, one cause (issue 47): at the first, the catalog's plural
            // variations of `items_count %lld`; the others are related places.
            Expected(file: "Localizable.xcstrings", line: 20, characters: "ł ę ć ó ś", languages: "pl"),
        ]
        #expect(
            found == expected, "missing: \(expected.subtracting(found)); unexpected: \(found.subtracting(expected))")
        let polish = try #require(findings.first { $0.messageValue.id == "noGlyphInLanguage" })
        #expect(
            polish.related.map { "\($0.file):\($0.line ?? 0)" } == [
                // SwiftUI: a key in its own chain's font; UIKit: a localized text.
                "pl.lproj/Localizable.strings:2", "pl.lproj/Localizable.strings:4",
                // The storyboard's Polish table: the label and the placeholder; the button's title is ASCII.
                "pl.lproj/Main.strings:3", "pl.lproj/Main.strings:9",
            ])
    }

    @Test func messageNamesTheStringsAndTheFixNamesTheFaceThatCovers() async throws {
        let finding = try #require(try await findings().first { $0.messageValue.id == "noGlyphInLanguage" })
        #expect(
            finding.message
                == "`GlyphTest-Regular` has no glyph for ł ę ć ó ś used in 5 `pl` strings (Localizable.xcstrings:20 `items_count %lld`, "
                + "Localizable.strings:2 `greeting`, Localizable.strings:4 `profile.title`, and 2 more): those characters render in the system font."
        )
        #expect(
            finding.fix
                == "`GlyphTest-Bold`, registered from the same family, has them: use it for this text, or ship a version of `GlyphTest-Regular` that covers `pl`."
        )
        #expect(finding.severity == .warning)
        #expect(finding.name == "GlyphTest-Regular")
    }

    @Test func negativeCasesGiveNothing() async throws {
        let findings = try await findings()
        // The system-font label, its Polish translation, the bold fragment, the overridden texts,
        // the dynamic `Text(name)`, the emoji button and the bold UIKit label with the stringsdict.
        #expect(findings.allSatisfy { ["noGlyph", "noGlyphInLanguage"].contains($0.messageValue.id) })
        #expect(!findings.contains { $0.messageValue.facts["element"]?.contains("sys-te-mf1") == true })
        #expect(!findings.contains { $0.related.contains { $0.file.hasSuffix("Main.strings") && $0.line == 1 } })
        #expect(!findings.contains { $0.file == "Sources/WelcomeView.swift" && $0.line != 15 })
        #expect(
            !findings.contains {
                $0.messageValue.facts["face"] == "GlyphTest-Bold"
                    || $0.messageValue.facts["faces"]?.contains("GlyphTest-Bold") == true
            })
        #expect(
            !findings.contains {
                $0.file?.hasSuffix(".stringsdict") == true || $0.related.contains { $0.file.hasSuffix(".stringsdict") }
            })
        #expect(!findings.contains { $0.messageValue.facts.values.contains { $0.contains("👋") } == true })
    }

    @Test func textUsesAreReadWithTheirFonts() async throws {
        let (inventory, _) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("Localized").path)
        let uses = inventory.textUses.map { "\($0.file):\($0.line) \($0.element) \($0.fontName) \($0.written)" }
        #expect(uses.contains("Sources/WelcomeView.swift:10 Text GlyphTest-Regular greeting"))
        #expect(uses.contains("Sources/WelcomeView.swift:14 Text GlyphTest-Regular farewell"))
        #expect(uses.contains("Sources/WelcomeView.swift:21 Text GlyphTest-Bold Zażółć gęślą jaźń"))
        #expect(uses.contains("Sources/ProfileViewController.swift:18 filesLabel.text GlyphTest-Bold files_left"))
        #expect(uses.contains("Base.lproj/Main.storyboard:21 sta-rt-bt1.normalTitle GlyphTest-Regular Start"))
        #expect(uses.contains("Base.lproj/Main.storyboard:41 att-ri-bu1 attributed text GlyphTest-Bold Kraków"))
        // A system font (`.font(.body)`, a system fontDescription, `.systemFont`) is no use of a custom one.
        #expect(!uses.contains { $0.contains("Gotowe") || $0.contains(":20 Text") || $0.contains("sys-te-mf1") })
        // The interpolation of `Text("items_count \(count)")` is counted, not guessed.
        #expect(inventory.textUses.first { $0.written == "items_count " }?.dynamicParts == 1)
        // Only what is needed was read: the two faces of the family.
        #expect(Set(inventory.characterMaps.keys) == ["Fonts/GlyphTest-Bold.ttf", "Fonts/GlyphTest-Regular.ttf"])
        #expect(inventory.localizations.languages == ["en", "pl"])
    }

    @Test func appWithoutTextReadsNoTablesOrMaps() async throws {
        let (inventory, _) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("CleanApp").path)
        #expect(inventory.characterMaps.isEmpty)
        #expect(inventory.localizations.strings.isEmpty)
    }
}
