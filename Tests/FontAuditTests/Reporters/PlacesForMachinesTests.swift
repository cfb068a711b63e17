import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReporters

/// Every place of a grouped finding kept for machines (issue 82): one expression followed through
/// code and asked for at three places is one finding, whose other places are JSON's `related`,
/// SARIF's `relatedLocations` and a GitHub annotation each, while text and HTML say it once.
@Suite struct PlacesForMachinesTests {
    /// `style.fontName` asked for at three places, each `Roboto-Heavy` from `TextStyle.fontName`;
    /// and a control: the same message from another expression, which is a cause of its own.
    static let findings: [Finding] = {
        func asked(_ file: String, _ line: Int, written: String = "style.fontName") -> Finding {
            var finding = Finding(
                rule: "font-name-unknown", severity: .error,
                message: "`\(written)` can be `Roboto-Heavy`, which matches no PostScript name.",
                file: file, line: line, column: 18, name: "Roboto-Heavy")
            finding.messageValue = Finding.Message(
                "followedUnknown",
                facts: ["written": written, "valueFrom": "`TextStyle.fontName`, App/TextStyle.swift:11"],
                text: finding.message)
            return finding
        }
        return [
            asked("App/A.swift", 17), asked("App/A.swift", 30), asked("App/B.swift", 4),
            asked("App/C.swift", 9, written: "other.fontName"),
        ]
    }()

    @Test func aGroupedFindingKeepsItsOtherPlacesAsRelatedPlaces() throws {
        let grouped = FollowedValueGrouping.apply(Self.findings)
        #expect(grouped.count == 2)
        let first = try #require(grouped.first { $0.file == "App/A.swift" })
        #expect(
            first.related == [
                Finding.Place(file: "App/A.swift", line: 30, column: 18),
                Finding.Place(file: "App/B.swift", line: 4, column: 18),
            ])
        #expect(first.message.contains("at 2 more places: line 30, App/B.swift:4."))
        let control = try #require(grouped.first { $0.file == "App/C.swift" })
        #expect(control.related.isEmpty)

        let result = AuditResult(findings: grouped, files: 1, faces: 1)
        let json =
            try JSONSerialization.jsonObject(
                with: Data(JSONReporter.report(result, context: ReporterTests.context).utf8)) as? [String: Any]
        let related = ((json?["findings"] as? [[String: Any]])?.first?["related"] as? [[String: Any]]) ?? []
        #expect(related.map { "\($0["file"] ?? ""):\($0["line"] ?? "")" } == ["App/A.swift:30", "App/B.swift:4"])

        let sarif = SARIFReporter.report(result, context: ReporterTests.context)
        #expect(sarif.contains("\"relatedLocations\""))
        #expect(sarif.components(separatedBy: "\"uri\" : \"App/B.swift\"").count - 1 == 1, "\(sarif)")

        // GitHub: the two causes first, then an annotation at each other place.
        let lines = GitHubReporter.report(result, context: ReporterTests.context).split(separator: "\n")
        #expect(
            lines.map { $0.prefix { $0 != "," } } == [
                "::error file=App/A.swift", "::error file=App/C.swift", "::error file=App/A.swift",
                "::error file=App/B.swift",
            ])
        #expect(lines[3].contains("One of 3 places of this cause; it is said in full at App/A.swift:17:18."))

        // Text says the cause once, with its places in the notes.
        let text = TextReporter.report(result, context: ReporterTests.context)
        #expect(text.components(separatedBy: "Roboto-Heavy").count - 1 >= 1)
        #expect(!text.contains("One of 3 places"))
    }
}
