import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Issue 30, "many identical findings": the text report folds findings of one cause under one
/// heading with their count; JSON and SARIF keep one result per location. The fixture is a result
/// with one inert list of three entries repeated in five plists (15 findings), one message on
/// five lines of one file, one plist whose list differs from the others, and four alike findings
/// (one cause, said once since issue 63). Golden `Goldens/Reporters/grouped.text.txt`.
@Suite struct TextGroupingTests {
    static let entries = ["Brand-Bold.ttf", "Brand-Regular.ttf", "Brand-Italic.ttf"]

    static func inert(_ plist: String, _ line: Int, _ entry: String, target: String) -> Finding {
        Finding(
            rule: "font-in-other-bundle", severity: .warning,
            message:
                "UIAppFonts lists `\(entry)`, which is only in the `Fonts.bundle` bundle (`Fonts/\(entry)`): the entry registers nothing. Remove the entry.",
            file: plist, line: line, name: entry, targets: [target])
    }

    static let findings: [Finding] = {
        var findings: [Finding] = []
        for (n, plist) in ["A/Info.plist", "B/Info.plist", "C/Info.plist", "D/Info.plist", "E/Info.plist"].enumerated()
        {
            for (i, entry) in entries.enumerated() {
                findings.append(inert(plist, 10 + i, entry, target: "App\(n + 1)"))
            }
        }
        // A plist whose list is not the same: shown entry by entry.
        findings.append(inert("F/Info.plist", 7, "Brand-Bold.ttf", target: "App6"))
        for line in [3, 8, 13, 21, 34] {
            findings.append(
                Finding(
                    rule: "font-relative-to-mismatch", severity: .warning,
                    message:
                        "Font.custom(`Brand-Regular`, size: 34) has no relativeTo:, so it scales like .body (17 pt). Write relativeTo: .largeTitle.",
                    file: "App/Views.swift", line: line, column: 20, name: "Brand-Regular",
                    fix: "relativeTo: .largeTitle"))
        }
        for line in [5, 6, 7, 9] {
            findings.append(
                Finding(
                    rule: "font-name-unknown", severity: .error, message: "`Brand-Blod` matches no PostScript name.",
                    file: "App/Title.swift", line: line, column: 9, name: "Brand-Blod", fix: "Brand-Bold"))
        }
        return findings
    }()

    static let result = AuditResult(findings: findings, files: 3, faces: 3)

    @Test func textFoldsOneCauseUnderOneHeading() throws {
        let output = TextReporter.report(Self.result, context: ReporterTests.context)
        let url = ReporterTests.goldens.appendingPathComponent("grouped.text.txt")
        Golden.check(output, against: url)
        #expect(output.contains("font-in-other-bundle: 16 warnings, one message\n"))
        // One message at five places, and one at four, is one cause each (issue 63): said once.
        #expect(output.contains("font-relative-to-mismatch: 5 warnings, one cause, in 1 file\n"))
        #expect(output.contains("font-name-unknown: 4 errors, one cause, in 1 file\n"))
        #expect(output.components(separatedBy: "Brand-Blod").count - 1 == 1)
        #expect(output.contains("\n  App/Title.swift:5:9, 6:9, 7:9, 9:9\n"))
        #expect(output.contains("  the same 3 in each of 5 files:\n    A/Info.plist:10–12  [target App1]\n"))
        #expect(
            output.hasSuffix("\n4 errors, 21 warnings (5 causes) in 3 font files (3 faces)\n"),
            "the summary counts every finding, and the causes: five names")
    }

    @Test func jsonAndSARIFKeepOneResultPerLocation() throws {
        let json =
            try JSONSerialization.jsonObject(
                with: Data(JSONReporter.report(Self.result, context: ReporterTests.context).utf8)) as? [String: Any]
        #expect((json?["findings"] as? [Any])?.count == Self.findings.count)
        let sarif =
            try JSONSerialization.jsonObject(
                with: Data(SARIFReporter.report(Self.result, context: ReporterTests.context).utf8)) as? [String: Any]
        let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count
        #expect(results == Self.findings.count)
    }

    @Test func shapesFoldOnlyQuotedNames() {
        #expect(FindingGroup.shape(of: "lists `A.ttf`, in `B` bundle") == "lists `…`, in `…` bundle")
        #expect(FindingGroup.shape(of: "an unpaired ` stays") == "an unpaired ` stays")
        #expect(FindingGroup.ranges([38, 39, 40, 45, 47, 48]) == "38–40, 45, 47–48")
        let group = FindingGroup(Array(Self.findings.prefix(3)))
        #expect(
            group.message
                == "UIAppFonts lists `…`, which is only in the `Fonts.bundle` bundle (`…`): the entry registers nothing. Remove the entry."
        )
        #expect(group.values[0] == ["`Brand-Bold.ttf`", "`Fonts/Brand-Bold.ttf`"])
    }
}
