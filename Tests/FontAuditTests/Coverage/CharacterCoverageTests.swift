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

/// `fontaudit coverage` on the Localized sample app, with every share recomputed from fontTools'
/// cmap of the same fonts (Fixtures/Goldens/Coverage/cmap.json).
@Suite struct CharacterCoverageTests {
    func coverage() async throws -> CharacterCoverage {
        var options = AuditOptions()
        options.readsAllText = true
        let (inventories, _) = try await Auditor().audit(
            path: Repo.apps.appendingPathComponent("Localized").path, options: options)
        return CharacterCoverage(inventory: try #require(inventories.first))
    }

    @Test func sharesAgreeWithFontTools() async throws {
        let coverage = try await coverage()
        let url = Repo.root.appendingPathComponent("Fixtures/Goldens/Coverage/cmap.json")
        let golden = try JSONDecoder().decode([String: [String: [UInt32]]].self, from: Data(contentsOf: url))
        #expect(coverage.faces.map(\.postscriptName) == ["GlyphTest-Bold", "GlyphTest-Regular"])
        for face in coverage.faces {
            let points = Set(try #require(golden["Glyphs/" + FileName.lastComponent(of: face.file)]?["0"]))
            for (share, language) in zip(face.languages, coverage.languages) {
                let characters = language.characters.unicodeScalars
                let missing = characters.filter { !points.contains($0.value) }
                #expect(share.total == characters.count)
                #expect(share.covered == characters.count - missing.count, "\(face.postscriptName) \(share.language)")
                #expect(share.missing == String(String.UnicodeScalarView(missing)))
            }
        }
    }

    @Test func languagesAndNumbers() async throws {
        let coverage = try await coverage()
        #expect(coverage.languages.map(\.code) == [CharacterCoverage.sourceText, "en", "pl"])
        let regular = try #require(coverage.faces.first { $0.postscriptName == "GlyphTest-Regular" })
        let pl = try #require(regular.languages.first { $0.language == "pl" })
        #expect(pl.missing == "óąćęłńśźż")
        #expect(pl.covered == pl.total - 9)
        #expect(regular.languages.first { $0.language == "en" }?.missing == "")
        // Written in code and storyboards and shown as written: the attributed Łódź and Dziękujemy.
        #expect(regular.languages.first { $0.language == CharacterCoverage.sourceText }?.missing.contains("Ł") == true)
        let bold = try #require(coverage.faces.first { $0.postscriptName == "GlyphTest-Bold" })
        #expect(bold.languages.allSatisfy { $0.covered == $0.total })
        // The plural variants and the stringsdict's format key count their specifiers as dynamic.
        #expect((coverage.languages.first { $0.code == "pl" }?.dynamicParts ?? 0) >= 7)
    }

    @Test func textTableShowsTheGaps() async throws {
        let text = CoverageReporter.text([try await coverage()])
        #expect(text.contains("GlyphTest-Regular lacks in pl: ó ą ć ę ł ń ś ź ż"))
        #expect(!text.contains("GlyphTest-Bold lacks"))
        #expect(
            CoverageReporter.percent(.init(language: "x", covered: 999, total: 1000, missing: "a"))
                == "99.9% (999/1000)")
        #expect(
            CoverageReporter.percent(.init(language: "x", covered: 9999, total: 10000, missing: "a"))
                == "99.9% (9999/10000)")
    }
}
