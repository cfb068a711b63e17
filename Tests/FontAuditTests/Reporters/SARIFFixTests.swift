import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// SARIF `fixes`: a finding whose fix replaces its name in place becomes one replacement whose
/// region covers exactly the name (UTF-16 columns), and only when the name can be placed without
/// doubt.
@Suite struct SARIFFixTests {
    static let replacing = RuleDescription(
        identifier: "font-name-unknown", name: "Unknown", severity: .error, summary: "s", rationale: "r",
        triggeringExamples: [], nonTriggeringExamples: [], fixReplacesName: true)
    static let adding = RuleDescription(
        identifier: "font-name-not-registered", name: "Not registered", severity: .error, summary: "s", rationale: "r",
        triggeringExamples: [], nonTriggeringExamples: [])

    static func finding(
        _ rule: String = "font-name-unknown", file: String = "App/Title.swift", line: Int? = 2,
        name: String = "Roboto-Blod", fix: String? = "Roboto-Bold"
    ) -> Finding {
        Finding(rule: rule, severity: .error, message: "m", file: file, line: line, column: 1, name: name, fix: fix)
    }

    /// The `fixes` member of the one result of the SARIF log for `finding` over `files`.
    static func fixes(_ finding: Finding, files: [String: String]) throws -> [[String: Any]]? {
        let context = ReportContext(
            rules: [replacing, adding], toolVersion: "0", auditedPath: "App",
            sourceText: { files[$0] })
        let sarif = SARIFReporter.report(AuditResult(findings: [finding], files: 0, faces: 0), context: context)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        return result["fixes"] as? [[String: Any]]
    }

    /// The one replacement of `fixes`: its region and inserted text.
    static func replacement(_ fixes: [[String: Any]]?) throws -> (region: [String: Int], text: String, uri: String) {
        let change = try #require((fixes?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let uri = try #require((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        let text = try #require((replacement["insertedContent"] as? [String: Any])?["text"] as? String)
        return (region, text, uri)
    }

    @Test func aSwiftLiteralIsReplacedExactly() throws {
        let source = "import SwiftUI\nlet title = Font.custom(\"Roboto-Blod\", size: 28, relativeTo: .title)\n"
        let (region, text, uri) = try Self.replacement(
            try Self.fixes(Self.finding(), files: ["App/Title.swift": source]))
        #expect(region == ["startLine": 2, "startColumn": 26, "endColumn": 37])
        #expect(text == "Roboto-Bold")
        #expect(uri == "App/Title.swift")
        let line = source.split(separator: "\n")[1]
        let utf16 = Array(line.utf16)
        #expect(
            String(utf16CodeUnits: Array(utf16[25..<36]), count: 11) == "Roboto-Blod", "the region covers the name only"
        )
    }

    @Test func columnsCountUTF16UnitsAfterNonASCIIText() throws {
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "𝒯" is 4 bytes and 2 units.
        let source = "// x\nlet é𝒯 = UIFont(name: \"Roboto-Blod\", size: 1)\n"
        let (region, _, _) = try Self.replacement(try Self.fixes(Self.finding(), files: ["App/Title.swift": source]))
        #expect(region["startColumn"] == 25)
        #expect(region["endColumn"] == 36)
    }

    @Test func aPlistEntryWithCRLFLineEndings() throws {
        let plist = "<plist>\r\n<array>\r\n\t\t<string>brand-italic.ttf</string>\r\n</array>\r\n</plist>\r\n"
        let finding = Self.finding(file: "App/Info.plist", line: 3, name: "brand-italic.ttf", fix: "Brand-Italic.ttf")
        let (region, text, _) = try Self.replacement(try Self.fixes(finding, files: ["App/Info.plist": plist]))
        #expect(region == ["startLine": 3, "startColumn": 11, "endColumn": 27])
        #expect(text == "Brand-Italic.ttf")
    }

    @Test func noFixWhereTheNameCannotBePlacedWithoutDoubt() throws {
        let files = [
            // Through a constant: the name is not on the request's line.
            "App/Constant.swift": "let name = \"Roboto-Blod\"\nlet f = UIFont(name: name, size: 1)\n",
            // Twice on the line (IB writes name= and family=): which one is ambiguous.
            "App/Main.storyboard": "<x>\n<fontDescription name=\"Roboto-Blod\" family=\"Roboto-Blod\"/>\n",
            // Only inside a longer string.
            "App/Longer.swift": "\nlet f = UIFont(name: \"Roboto-Blod2\", size: 1)\n",
            // Escaped in the file, so the decoded name is not there as written.
            "App/Info.plist": "<array>\n<string>Brand&amp;Co.ttf</string>\n",
        ]
        #expect(try Self.fixes(Self.finding(file: "App/Constant.swift"), files: files) == nil)
        #expect(try Self.fixes(Self.finding(file: "App/Main.storyboard"), files: files) == nil)
        #expect(try Self.fixes(Self.finding(file: "App/Longer.swift"), files: files) == nil)
        #expect(try Self.fixes(Self.finding(file: "App/Info.plist", name: "Brand&Co.ttf"), files: files) == nil)
        // No line (a binary plist), no readable file, no fix, or a rule whose fix is an addition.
        let swift = ["App/Title.swift": "\nlet f = UIFont(name: \"Roboto-Blod\", size: 1)\n"]
        #expect(try Self.fixes(Self.finding(line: nil), files: swift) == nil)
        #expect(try Self.fixes(Self.finding(), files: [:]) == nil)
        #expect(try Self.fixes(Self.finding(fix: nil), files: swift) == nil)
        #expect(try Self.fixes(Self.finding("font-name-not-registered", fix: "Roboto-Bold.ttf"), files: swift) == nil)
        #expect(try Self.fixes(Self.finding(line: 9), files: swift) == nil, "a line past the end")
        #expect(try Self.fixes(Self.finding(), files: swift) != nil, "the same finding on its real line has a fix")
    }

    @Test func lineSplitsOnEveryLineBreak() {
        let text = "a\nb\r\nc\rd"
        #expect(SARIFReporter.line(1, of: text) == "a")
        #expect(SARIFReporter.line(2, of: text) == "b")
        #expect(SARIFReporter.line(3, of: text) == "c")
        #expect(SARIFReporter.line(4, of: text) == "d")
        #expect(SARIFReporter.line(5, of: text) == nil)
        #expect(SARIFReporter.line(0, of: text) == nil)
        #expect(SARIFReporter.line(2, of: "x\n") == "", "an empty last line after the final break")
    }
}
