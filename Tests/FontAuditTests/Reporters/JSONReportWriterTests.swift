import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel
@testable import FontAuditReporters

/// The JSON report is written by hand into a `JSONWriter` (`JSONReporter+Writer.swift`); it must be
/// byte for byte what `JSONEncoder` makes of the same document through the models' `encode(to:)`:
/// on every fixture app and project, with and without the open names, and on generated results
/// whose strings hold what JSON escapes.
@Suite struct JSONReportWriterTests {
    static let fixtures: [String] = ["Fixtures/Apps", "Fixtures/Projects"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: Repo.root.appendingPathComponent(folder).path)) ?? [])
            .filter { !$0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }

    static func expectSame(_ result: AuditResult, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for lists in [false, true] {
            let document = JSONReporter.document(
                result, context: ReportContext(auditedPath: ".", listsOpenNames: lists))
            let written = document.written()
            let encoded = JSONReporter.encode(document)
            let same = written == encoded
            #expect(
                same, "\(label), open names \(lists): the writer differs from JSONEncoder",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: fixtures)
    func theWriterWritesWhatJSONEncoderWrites(_ fixture: String) async throws {
        var options = AuditOptions()
        options.findsUnusedFonts = true
        let audit = try await Auditor().audit(path: Repo.root.appendingPathComponent(fixture).path, options: options)
        Self.expectSame(audit.result, fixture)
    }

    @Test func generatedResults() {
        var random = SeededGenerator(seed: 65)
        let pieces = [
            "", "a", "Brand-Bold", "\"quoted\"", "back\\slash", "tab\tnew\nline", "\u{1}\u{1F}", "/path/x",
            "Łódź ☃ 𝄞", "é", "\u{7F}", String(repeating: "x", count: 40),
        ]
        func text() -> String { (0..<Int(random.next() % 3)).map { _ in pieces[Int(random.next() % 12)] }.joined() }
        func optional() -> String? { random.next() % 3 == 0 ? nil : text() }
        func number() -> Int? { random.next() % 3 == 0 ? nil : Int(truncatingIfNeeded: random.next() % 100_000) - 50 }
        for round in 0..<200 {
            let findings = (0..<Int(random.next() % 5)).map { _ in
                var finding = Finding(
                    rule: text(), severity: Severity.allCases[Int(random.next() % 3)], message: text(),
                    file: optional(),
                    line: number(), column: number(), name: optional(), fix: optional(),
                    notes: (0..<Int(random.next() % 3)).map { _ in text() },
                    targets: (0..<Int(random.next() % 3)).map { _ in text() })
                finding.configurations = (0..<Int(random.next() % 2)).map { _ in text() }
                finding.related = (0..<Int(random.next() % 3)).map { _ in
                    Finding.Place(file: text(), line: number(), column: number())
                }
                finding.fixable = random.next() % 2 == 0
                return finding
            }
            var result = AuditResult(
                findings: findings, files: Int(random.next() % 9), faces: Int(random.next() % 9),
                namesFound: Int(random.next() % 9), namesResolved: 1, namesFollowed: 2,
                namesDynamic: Int(random.next() % 9), sourcesMissing: 3, unplacedFonts: 4)
            result.summary.apps = (0..<Int(random.next() % 3)).map { _ in text() }
            if random.next() % 2 == 0 {
                result.summary.unusedFonts = UnusedFonts(
                    fonts: (0..<Int(random.next() % 3)).map { _ in
                        UnusedFonts.File(
                            file: text(), bytes: number(), faces: (0..<Int(random.next() % 3)).map { _ in text() },
                            whole: random.next() % 2 == 0)
                    }, keptForDynamicNames: Int(random.next() % 5))
            }
            let kinds = OpenReason.Kind.allCases
            result.openNames = (0..<Int(random.next() % 4)).map { _ in
                OpenName(
                    file: text(), line: Int(random.next() % 500), api: text(), written: optional(), prefix: text(),
                    suffix: text(), reason: OpenReason(kinds[Int(random.next() % UInt64(kinds.count))], optional()))
            }
            Self.expectSame(result, "generated result \(round)")
        }
    }
}
