import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReporters

/// One missing script is one cause (issue 47): a Latin font's 50 Japanese strings are one
/// `font-glyph-missing` finding per family and language, with the count, three examples and the
/// faces, every other string a related place (JSON `related`, SARIF `relatedLocations`); a
/// language the font covers says nothing.
@Suite struct GlyphGroupingTests {
    @Test func fiftyStringsOfOneLanguageAreOneFinding() async throws {
        let (_, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("UncoveredScript").path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings:1 Roboto-Bold"
            ], "\(result.findings.map(\.message))")
        let finding = try #require(result.findings.first)
        #expect(finding.message.hasPrefix("`Roboto` (`Roboto-Bold`, `Roboto-Regular`) have no glyph for 設 定 閉 じ る"))
        #expect(
            finding.message.contains(
                "used in 50 `ja` strings (Localizable.strings:1 `key_1`, Localizable.strings:2 `key_2`, "
                    + "Localizable.strings:3 `key_3`, and 47 more)"))
        #expect(finding.related.count == 49)
        #expect(finding.related.first == Finding.Place(file: "App/ja.lproj/Localizable.strings", line: 2))
        #expect(finding.related.last == Finding.Place(file: "App/ja.lproj/Localizable.strings", line: 50))
        #expect(
            finding.fix
                == "No registered face of the family \"Roboto\" has them: ship a version of the font that covers `ja`, or show this text in a font that does."
        )

        let sarif =
            try JSONSerialization.jsonObject(
                with: Data(SARIFReporter.report(result, context: ReportContext(auditedPath: ".")).utf8))
            as? [String: Any]
        let runs = try #require(sarif?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 49 && related.first?["id"] as? Int == 1)
        let json =
            try JSONSerialization.jsonObject(
                with: Data(JSONReporter.report(result, context: ReportContext(auditedPath: ".")).utf8))
            as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        #expect((findings.first?["related"] as? [[String: Any]])?.count == 49)
    }
}
