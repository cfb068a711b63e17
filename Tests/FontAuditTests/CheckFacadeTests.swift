import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// `Auditor.check`, the orchestration `fontaudit check` runs, as a library call.
@Suite struct CheckFacadeTests {
    static func copy(_ app: String) throws -> (ScratchFolder, String) {
        let scratch = try ScratchFolder()
        let root = scratch.url.appendingPathComponent(app)
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent(app), to: root)
        return (scratch, root.path)
    }

    @Test func aBaselineHidesWhatItRecordsAndTheThresholdJudges() async throws {
        let (scratch, root) = try Self.copy("PlantedMistakes")
        let auditor = Auditor()
        let first = try await auditor.check(CheckRequest(path: root))
        #expect(first.failed, "the planted app has errors")
        #expect(first.result.findings == first.unfiltered.findings)
        let known = Baseline(findings: first.unfiltered.findings)
        let again = try await auditor.check(CheckRequest(path: root, baseline: known, failOn: .warning))
        #expect(again.result.findings.isEmpty, "\(again.result.findings.map(\.rule))")
        #expect(again.unfiltered.findings.count == first.unfiltered.findings.count)
        #expect(!again.failed)
        #expect(again.threshold == .warning)
        #expect(again.fixDiff == nil, "no fix mode, no plan")
        _ = scratch
    }

    @Test func aDryRunPlansAndEditsNothingAWriteFixesAndAuditsAgain() async throws {
        let (scratch, root) = try Self.copy("PlantedMistakes")
        let plist = URL(fileURLWithPath: root).appendingPathComponent("Brand/Info.plist")
        let before = try Data(contentsOf: plist)
        let auditor = Auditor()
        let dry = try await auditor.check(CheckRequest(path: root, fix: .dryRun))
        let diff = try #require(dry.fixDiff)
        #expect(diff.contains("--- a/Brand/Info.plist"))
        #expect(try Data(contentsOf: plist) == before, "a dry run writes nothing")
        let written = try await auditor.check(CheckRequest(path: root, fix: .write))
        #expect(try Data(contentsOf: plist) != before)
        #expect(written.result.findings.count < dry.result.findings.count, "what remains after the fixes")
        #expect(written.unfiltered.findings.count == dry.result.findings.count, "the first audit's findings")
        _ = scratch
    }
}
