import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Every reporter against its golden file, plus the contracts a golden alone cannot show: schema-valid
/// SARIF, well-formed JUnit XML, JSON keys, and colors only when asked for.
///
/// Re-record the goldens with `FONTAUDIT_RECORD=1 swift test --filter ReporterTests`; a failing test
/// never rewrites them.
@Suite struct ReporterTests {
    static let repoRoot = Repo.root
    static let goldens = repoRoot.appendingPathComponent("Fixtures/Goldens/Reporters")
    static let sarifSchema = repoRoot.appendingPathComponent("Fixtures/Schemas/sarif-schema-2.1.0.json")

    // MARK: The sample

    /// A fixed rule list (the registered rules are not used, so these tests do not move with them).
    /// `duplicate-face` has no finding; `plist-unreadable` has a finding but is not in the list.
    static let rules: [RuleDescription] = [
        rule(
            "manifest-file-missing", "Manifest file missing", .error,
            "A font file listed in UIAppFonts does not exist.",
            "iOS silently skips a listed font it cannot find, so the app falls back to the system font."),
        rule(
            "font-name-mismatch", "Font name mismatch", .warning,
            "Code asks for a font by a name that no bundled face has.",
            "UIFont(name:size:) needs the PostScript name; a family or file name returns nil."),
        rule(
            "unused-font", "Unused font", .note,
            "A bundled font file is never listed nor used.",
            "Unused fonts make the app bigger for nothing."),
        rule(
            "duplicate-face", "Duplicate face", .warning,
            "Two files hold a face with the same PostScript name.",
            "iOS registers only one of them, and which one is not defined."),
    ]

    static func rule(
        _ id: String, _ name: String, _ severity: Severity, _ summary: String, _ rationale: String
    ) -> RuleDescription {
        RuleDescription(
            identifier: id, name: name, severity: severity, summary: summary, rationale: rationale,
            triggeringExamples: [], nonTriggeringExamples: [])
    }

    /// A message with every character some format must escape: `%`, `,`, `:`, a line break, `<`, `&`,
    /// double and single quotes.
    static let trickyMessage =
        "UIAppFonts lists \"Fonts/Brand-Bold.ttf\", but it is missing: 100% <gone> & 'lost'\nsecond line"

    static let findings: [Finding] = [
        Finding(
            rule: "manifest-file-missing", severity: .error, message: trickyMessage,
            file: "App/Info.plist", line: 12, column: 9, name: "Fonts/Brand-Bold.ttf",
            fix: "Fonts/Brand-Bold.otf", notes: ["Fonts/ holds Brand-Bold.otf.", "Names are case-sensitive."]),
        Finding(
            rule: "font-name-mismatch", severity: .warning,
            message: "App/Info.plist lists \"Brand Regular\", which is a full name; write \"Brand-Regular\".",
            file: "App/Info.plist", line: 14, name: "Brand Regular", fix: "Brand-Regular"),
        Finding(
            rule: "font-name-mismatch", severity: .warning,
            message: "UIFont(name: \"Brand\") names a family; no face has the PostScript name \"Brand\".",
            file: "App/Sources/Theme.swift", line: 8, column: 31, name: "Brand",
            notes: ["Faces of family Brand: Brand-Regular, Brand-Bold."]),
        Finding(
            rule: "unused-font", severity: .note,
            message: "App/Fonts/Old Brand, v1.ttf is bundled but never listed in UIAppFonts.",
            file: "App/Fonts/Old Brand, v1.ttf", name: "OldBrand-Regular"),
        Finding(
            rule: "plist-unreadable", severity: .error,
            message: "No Info.plist was found, so no font can be registered."),
        Finding(
            rule: "unused-font", severity: .note,
            message: "ATSApplicationFontsPath is set on an iOS app, which ignores it.",
            notes: ["It only matters on macOS."]),
    ]

    static let sample = AuditResult(findings: findings, files: 5, faces: 7)
    static let context = ReportContext(rules: rules, colors: false, toolVersion: "1.2.3", auditedPath: "/tmp/Some App")

    static let goldenNames: [OutputFormat: String] = [
        .text: "sample.text.txt", .json: "sample.json", .sarif: "sample.sarif",
        .xcode: "sample.xcode.txt", .github: "sample.github.txt", .junit: "sample.junit.xml", .html: "sample.html",
    ]

    // MARK: Goldens

    @Test(arguments: OutputFormat.allCases)
    func matchesGolden(_ format: OutputFormat) throws {
        let name = try #require(Self.goldenNames[format], "no golden file name for \(format)")
        let url = Self.goldens.appendingPathComponent(name)
        let output = format.render(Self.sample, context: Self.context)
        Golden.check(output, against: url, "\(format)")
    }

    @Test func everyFormatHasAGolden() {
        #expect(Set(Self.goldenNames.keys) == Set(OutputFormat.allCases))
    }

    @Test(arguments: OutputFormat.allCases)
    func outputEndsWithNewlineAndIgnoresFindingOrder(_ format: OutputFormat) {
        var shuffled = Self.sample
        shuffled.findings.reverse()
        let output = format.render(Self.sample, context: Self.context)
        #expect(output.hasSuffix("\n"))
        #expect(format.render(shuffled, context: Self.context) == output)
        let empty = format.render(AuditResult(findings: [], files: 0, faces: 0), context: Self.context)
        #expect(empty.hasSuffix("\n"))
    }

    // MARK: Text

    @Test func textHasNoEscapesWithoutColors() {
        let output = TextReporter.report(Self.sample, context: Self.context)
        #expect(!output.contains("\u{1B}"))
    }

    @Test func textColorsSeverityFileAndRuleWhenAsked() {
        var context = Self.context
        context.colors = true
        let output = TextReporter.report(Self.sample, context: context)
        #expect(output.contains("\u{1B}[31merror\u{1B}[0m"))
        #expect(output.contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(output.contains("\u{1B}[1mApp/Info.plist\u{1B}[0m"))
        #expect(output.contains("\u{1B}[2m[manifest-file-missing]\u{1B}[0m"))
    }

    @Test func textSummaryLines() {
        let clean = TextReporter.report(AuditResult(findings: [], files: 5, faces: 7), context: Self.context)
        #expect(clean == "No problems found in 5 font files (7 faces)\n")
        let one = AuditResult(findings: [Self.findings[1]], files: 1, faces: 1)
        #expect(
            TextReporter.report(one, context: Self.context).hasSuffix("\n0 errors, 1 warning in 1 font file (1 face)\n")
        )
        let output = TextReporter.report(Self.sample, context: Self.context)
        #expect(output.hasSuffix("\n2 errors, 2 warnings, 2 notes in 5 font files (7 faces)\n"))
    }

    @Test func textPutsAppFindingsLast() throws {
        let lines = TextReporter.report(Self.sample, context: Self.context).split(separator: "\n")
        let headings = lines.filter { !$0.hasPrefix(" ") }.dropLast()  // the summary is last
        #expect(headings == ["App/Fonts/Old Brand, v1.ttf", "App/Info.plist", "App/Sources/Theme.swift", "(app)"])
    }

    // MARK: JSON

    @Test func jsonHasExactlyTheContractKeys() throws {
        let output = JSONReporter.report(Self.sample, context: Self.context)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["findings", "summary"])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == Self.findings.count)
        for finding in findings {
            #expect(
                Set(finding.keys) == [
                    "rule", "severity", "message", "file", "line", "column", "name", "fix", "fixable", "notes",
                    "related", "target", "configuration",
                ])
        }
        let appWide = try #require(findings.first { ($0["rule"] as? String) == "plist-unreadable" })
        #expect(appWide["file"] is NSNull)
        #expect(appWide["line"] is NSNull)
        #expect(appWide["fix"] is NSNull)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(
            Set(summary.keys) == [
                "errors", "warnings", "files", "faces", "namesFound", "namesResolved", "namesFollowed", "namesDynamic",
                "sourcesMissing", "unplacedFonts", "unusedFonts", "apps", "registrationsOpen",
            ])
        #expect(summary["errors"] as? Int == 2)
        #expect(summary["warnings"] as? Int == 2)
        #expect(summary["files"] as? Int == 5)
        #expect(summary["faces"] as? Int == 7)
        #expect(!output.contains("\\/"), "slashes are not escaped")
    }

    @Test func jsonDecodesBackToTheSameResult() throws {
        let output = JSONReporter.report(Self.sample, context: Self.context)
        let decoded = try JSONDecoder().decode(AuditResult.self, from: Data(output.utf8))
        #expect(decoded == Self.sample)
    }

    // MARK: JUnit

    @Test func junitIsWellFormedAndKeepsMessages() throws {
        let output = JUnitReporter.report(Self.sample, context: Self.context)
        let script = """
            import json, sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suite = root.find("testsuite")
            print(json.dumps({
                "tests": suite.get("tests"), "failures": suite.get("failures"),
                "cases": [c.get("name") for c in suite.findall("testcase")],
                "messages": [f.get("message") for f in suite.iter("failure")],
            }))
            """
        let (status, text) = try Self.python(script, input: output)
        try #require(status == 0, "JUnit output is not well-formed XML:\n\(text)")
        struct Parsed: Decodable {
            let tests, failures: String
            let cases, messages: [String]
        }
        let parsed = try JSONDecoder().decode(Parsed.self, from: Data(text.utf8))
        #expect(
            parsed.cases == [
                "manifest-file-missing", "font-name-mismatch", "unused-font", "duplicate-face", "plist-unreadable",
            ])
        #expect(parsed.tests == "5")
        #expect(parsed.failures == "3", "notes do not fail a test case")
        #expect(parsed.messages.first == Self.trickyMessage)
        #expect(parsed.messages.count == 4)
    }

    // MARK: Escaping

    @Test func githubEscapesMessagesAndProperties() {
        #expect(GitHubReporter.escapeData("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e")
        #expect(GitHubReporter.escapeProperty("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce")
        let line = GitHubReporter.command(Self.findings[3])
        #expect(
            line
                == "::notice file=App/Fonts/Old Brand%2C v1.ttf,title=unused-font::App/Fonts/Old Brand, v1.ttf is bundled but never listed in UIAppFonts."
        )
        #expect(
            GitHubReporter.command(Self.findings[4])
                == "::error title=plist-unreadable::No Info.plist was found, so no font can be registered.")
    }

    @Test func xcodeLeavesOutUnknownLocationParts() {
        #expect(XcodeReporter.line(Self.findings[1]).hasPrefix("App/Info.plist:14: warning: "))
        #expect(XcodeReporter.line(Self.findings[2]).hasPrefix("App/Sources/Theme.swift:8:31: warning: "))
        #expect(XcodeReporter.line(Self.findings[3]).hasPrefix("App/Fonts/Old Brand, v1.ttf: note: "))
        #expect(
            XcodeReporter.line(Self.findings[4])
                == "error: No Info.plist was found, so no font can be registered. [plist-unreadable]")
        #expect(!XcodeReporter.line(Self.findings[0]).contains("\n"))
    }

    // MARK: Helpers

    /// Runs `python3 -c script input-path arguments…`, where input-path names a temporary file holding
    /// `input`; returns the exit status and the combined output. A missing python3 is a failure, never
    /// a skip.
    static func python(_ script: String, input: String, arguments: [String] = []) throws -> (Int32, String) {
        let inputURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("fontaudit-test-reporter-\(UUID().uuidString)")
        try Data(input.utf8).write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, inputURL.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            Issue.record("cannot run python3 (needed to validate reporter output): \(error)")
            throw error
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            Issue.record("python3 was not found on PATH; it is needed to validate reporter output")
        }
        return (process.terminationStatus, text)
    }
}
