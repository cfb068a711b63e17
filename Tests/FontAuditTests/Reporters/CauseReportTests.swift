import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReporters

/// One cause, said once (issue 63): The-OldOS-Project writes `Helvetica Neue Bold` for
/// `HelveticaNeue-Bold` on 493 lines. Text, HTML and GitHub say such a cause once, with its count,
/// its first places and the one fix; JSON and SARIF keep every place.
@Suite struct CauseReportTests {
    /// 40 places in 8 files (5 in each), every one fixable, and one other finding.
    static let result: AuditResult = {
        var findings: [Finding] = []
        for file in 1...8 {
            for line in [10, 20, 30, 40, 50] {
                var finding = Finding(
                    rule: "font-name-not-postscript", severity: .warning,
                    message:
                        "`Helvetica Neue Bold` is the full name of `HelveticaNeue-Bold`. Write `HelveticaNeue-Bold`.",
                    file: "App/Screen\(file).swift", line: line, column: 7, name: "Helvetica Neue Bold",
                    fix: "HelveticaNeue-Bold")
                finding.fixable = true
                findings.append(finding)
            }
        }
        findings.append(
            Finding(
                rule: "font-name-unknown", severity: .error, message: "`Brand-Blod` matches no PostScript name.",
                file: "App/Title.swift", line: 3, column: 9, name: "Brand-Blod"))
        return AuditResult(findings: findings, files: 1, faces: 1)
    }()

    @Test func textSaysACauseOnceWithItsFirstPlaces() {
        let output = TextReporter.report(Self.result, context: ReporterTests.context)
        #expect(
            output.contains(
                """
                font-name-not-postscript: 40 warnings, one cause, in 8 files
                  `Helvetica Neue Bold` is the full name of `HelveticaNeue-Bold`. Write `HelveticaNeue-Bold`.
                  fix: HelveticaNeue-Bold (fix mode changes all 40)
                  App/Screen1.swift:10:7, 20:7, 30:7, 40:7, 50:7
                  App/Screen2.swift:10:7, 20:7, 30:7, 40:7, 50:7
                  App/Screen3.swift:10:7, 20:7, 30:7, 40:7, 50:7
                  App/Screen4.swift:10:7, 20:7, 30:7, 40:7, 50:7
                  App/Screen5.swift:10:7, 20:7, 30:7, 40:7, 50:7
                  and 15 more places in 3 more files (--expand lists every place)

                """), "\(output)")
        #expect(output.components(separatedBy: "Helvetica Neue Bold").count - 1 == 1)
        #expect(output.contains("App/Title.swift\n  3:9  error    `Brand-Blod`"))
        #expect(output.contains("\n1 error, 40 warnings (2 causes) in 1 font file (1 face)\n40 of them can be fixed"))
        // Expanded, every place on its own line, and nothing hidden.
        var context = ReporterTests.context
        context.expandsCauses = true
        let expanded = TextReporter.report(Self.result, context: context)
        #expect(expanded.contains("\n  App/Screen8.swift:50:7\n"))
        #expect(expanded.components(separatedBy: ".swift:").count - 1 == 40)
        #expect(!expanded.contains("more places"))
    }

    @Test func githubAnnotatesACauseOnceThenEachOtherPlace() {
        let output = GitHubReporter.report(Self.result, context: ReporterTests.context)
        let lines = output.split(separator: "\n")
        // Each cause first (the runner shows the first 10 of a severity), then the 39 other places.
        #expect(lines.count == 2 + 39)
        #expect(lines.prefix(2).contains { $0.contains("title=font-name-unknown") })
        let cause = String(lines.prefix(2).first { $0.contains("font-name-not-postscript") } ?? "")
        let place = String(lines.last ?? "")
        #expect(place.hasPrefix("::warning file=App/Screen8.swift,line=50,col=7,title=font-name-not-postscript::"))
        #expect(place.contains("%0AOne of 40 places of this cause; it is said in full at App/Screen1.swift:10:7."))
        #expect(!place.contains("fix:"))
        #expect(Set(lines.dropFirst(2)).count == 39)
        #expect(cause.hasPrefix("::warning file=App/Screen1.swift,line=10,col=7,title=font-name-not-postscript::"))
        #expect(cause.contains("fix: HelveticaNeue-Bold (fix mode changes all 40)"))
        #expect(cause.contains("%0AThe same at 40 places in 8 files"))
        #expect(cause.contains("%0Aand 15 more places in 3 more files"))
    }

    @Test func htmlHasOneArticlePerCause() {
        let page = HTMLReporter.report(Self.result, context: ReporterTests.context)
        #expect(page.components(separatedBy: "<article class=\"finding").count - 1 == 2)
        #expect(page.contains("The same at 40 places in 8 files: 39 more</summary>"))
        #expect(page.contains("<li><code>App/Screen8.swift:50:7</code></li>"))
        #expect(page.contains("<code>fontaudit check --fix</code> changes all 40"))
        #expect(page.contains("<li class=\"causes\"><b>2</b>causes</li>"))
        // A file whose places all belong to a cause said in another file has no section.
        #expect(!page.contains("<h3>App/Screen2.swift</h3>"))
    }

    @Test func jsonAndSARIFKeepEveryPlace() throws {
        let json =
            try JSONSerialization.jsonObject(
                with: Data(JSONReporter.report(Self.result, context: ReporterTests.context).utf8)) as? [String: Any]
        #expect((json?["findings"] as? [Any])?.count == 41)
        let sarif =
            try JSONSerialization.jsonObject(
                with: Data(SARIFReporter.report(Self.result, context: ReporterTests.context).utf8)) as? [String: Any]
        #expect(((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 41)
    }
}
