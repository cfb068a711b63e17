import FontInspectorModel
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditCache
@testable import FontAuditModel
@testable import FontAuditReporters
@testable import FontAuditRules

/// `check`'s memo keeps the rules' result beside the inventories (``KeptResult``): a run with
/// nothing changed, the same rules, severities and baseline, and a report of findings only takes
/// it without running a rule. It must read back as it was written, and be taken only then.
@Suite(.serialized) struct KeptResultTests {
    /// Fixtures whose results hold every part of a report: findings with notes, related places,
    /// targets and configurations, open names with reasons, the unused fonts' summary, apps.
    static let fixtures = [
        "Fixtures/Apps/PlantedMistakes", "Fixtures/Apps/Localized", "Fixtures/Apps/FollowedNames",
        "Fixtures/Apps/UncoveredScript", "Fixtures/Projects/SharedCode", "Fixtures/Projects/Configurations",
        "Fixtures/Projects/ReactNative", "Fixtures/Projects/ExpoUseFonts",
    ]

    static var everyRule: Configuration {
        var configuration = Configuration()
        configuration.optInRules = Set(allRuleDescriptions.filter(\.optIn).map(\.identifier))
        return configuration
    }

    static func report(_ result: AuditResult) -> String {
        JSONReporter.report(result, context: ReportContext(rules: [], auditedPath: ".", listsOpenNames: true))
    }

    @Test func aResultReadsBackThroughTheBinaryCoderAsItsReportShowsIt() async throws {
        var seen: Set<String> = []
        for fixture in Self.fixtures {
            let path = Repo.root.appendingPathComponent(fixture).path
            let result = try await Auditor(configuration: Self.everyRule).audit(path: path).result
            let back = try BinaryCoder.decode(AuditResult.self, from: try BinaryCoder.encode(result))
            #expect(Self.report(back) == Self.report(result), "\(fixture)")
            #expect(back.findings.map(\.fixable) == result.findings.map(\.fixable), "\(fixture)")
            if result.findings.contains(where: { !$0.notes.isEmpty }) { seen.insert("notes") }
            if result.findings.contains(where: { !$0.related.isEmpty }) { seen.insert("related") }
            if result.findings.contains(where: { !$0.targets.isEmpty }) { seen.insert("targets") }
            if result.findings.contains(where: { !$0.configurations.isEmpty }) { seen.insert("configurations") }
            if result.openNames.contains(where: { !$0.prefix.isEmpty || $0.reason.subject != nil }) {
                seen.insert("open names")
            }
            if result.summary.unusedFonts.map({ !$0.fonts.isEmpty }) == true { seen.insert("unused fonts") }
            if !result.summary.apps.isEmpty { seen.insert("apps") }
        }
        // The fixtures must hold what could be lost, or the comparison shows nothing.
        #expect(
            seen == ["notes", "related", "targets", "configurations", "open names", "unused fonts", "apps"],
            "seen: \(seen.sorted())")
    }

    /// A target or configuration whose name holds the reports' separator (", ") stays one through
    /// the binary coder (JSON writes them joined).
    @Test func targetsAreKeptAsLists() throws {
        var finding = Finding(rule: "font-name-unknown", severity: .error, message: "m", file: "A.swift", line: 1)
        finding.targets = ["App, Lite", "Widget"]
        finding.configurations = ["Debug, Local"]
        let back = try BinaryCoder.decode(Finding.self, from: try BinaryCoder.encode(finding))
        #expect(back.targets == finding.targets)
        #expect(back.configurations == finding.configurations)
    }

    /// The result kept below `root` during `body`, and the audits kept at all.
    static func kept(under root: String, _ body: () async throws -> Void) async rethrows -> (Int, Int) {
        WorkCounters.shared.start()
        func count(_ kind: WorkCounters.Kind) -> Int {
            WorkCounters.shared.counts(kind, under: root).values.reduce(0, +)
        }
        let before = (count(.resultKept), count(.auditKept))
        try await body()
        return (count(.resultKept) - before.0, count(.auditKept) - before.1)
    }

    @Test func theKeptResultIsTakenOnlyForTheSameRulesAndAReportOfFindings() async throws {
        let scratch = try ScratchFolder()
        let root = scratch.url.appendingPathComponent("app")
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Apps/PlantedMistakes"), to: root)
        // Past the window in which a file's stamp is not trusted.
        try await Task.sleep(for: .milliseconds(2_100))
        var request = CheckRequest(path: root.path)
        request.options.cacheDirectory = scratch.url.appendingPathComponent("cache").path
        request.findingsOnly = true
        var severe = Configuration()
        severe.severities["font-name-unknown"] = .warning
        let uncached = try await Auditor(configuration: severe).check(CheckRequest(path: root.path)).result
        let plain = try await Auditor().check(CheckRequest(path: root.path)).result
        _ = try await Auditor().check(request)
        // An opt-in rule that finds nothing here: other rules, the same findings.
        var quiet = Configuration()
        quiet.optInRules = ["font-relative-to-mismatch-strict"]
        let runs: [(String, Configuration, Bool, (Int, Int))] = [
            ("the same run", Configuration(), true, (1, 1)),
            // Other findings: their fix plan is made again outside the memo's trace, never kept.
            ("another severity", severe, true, (0, 1)),
            ("that severity again", severe, true, (0, 1)),
            // The same findings: the memo's fix plan holds, and the result is kept in its place.
            ("another rule that finds nothing", quiet, true, (0, 1)),
            ("that rule again", quiet, true, (1, 1)),
            ("the app's fonts shown", quiet, false, (0, 1)),
        ]
        for (label, configuration, findingsOnly, expected) in runs {
            request.findingsOnly = findingsOnly
            var outcome: CheckOutcome?
            let counts = try await Self.kept(under: root.path) {
                outcome = try await Auditor(configuration: configuration).check(request)
            }
            #expect(counts == expected, "\(label)")
            #expect(outcome?.inventories.isEmpty == (counts.0 == 1), "\(label)")
            if let outcome {
                let expected = configuration == severe ? uncached : plain
                #expect(Self.report(outcome.result) == Self.report(expected), "\(label)")
            }
        }
    }
}
