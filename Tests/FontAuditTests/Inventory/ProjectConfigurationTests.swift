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

/// Every build configuration is audited; a finding names the configurations it holds in.
@Suite struct ProjectConfigurationTests {
    static let path = Repo.root.appendingPathComponent("Fixtures/Projects/Configurations/Configurations.xcodeproj").path

    func audit(configuration: String? = nil) async throws -> (inventories: [Inventory], result: AuditResult) {
        var options = AuditOptions()
        options.configuration = configuration
        return try await Auditor().audit(path: Self.path, options: options)
    }

    struct Key: Hashable {
        let rule: String, file: String?, line: Int?, configuration: String?
    }

    func keys(_ result: AuditResult) -> Set<Key> {
        Set(result.findings.map { Key(rule: $0.rule, file: $0.file, line: $0.line, configuration: $0.configuration) })
    }

    /// Debug and Release share `App/Info.plist` (they differ only in settings the audit does not
    /// read): one inventory for both. The AppStore configuration's plist has a typo: its findings
    /// name that configuration alone.
    @Test func aDefectInOneConfigurationsPlistNamesThatConfiguration() async throws {
        let (inventories, result) = try await audit()
        #expect(inventories.map { $0.target?.configurations ?? [] } == [["Debug", "Release"], ["AppStore"]])
        #expect(
            keys(result) == [
                Key(
                    rule: "manifest-file-missing", file: "App/Info-AppStore.plist", line: 10, configuration: "AppStore"),
                Key(rule: "font-not-listed", file: "App/Fonts/Roboto-Bold.ttf", line: nil, configuration: "AppStore"),
                Key(rule: "font-name-not-registered", file: "App/AppMain.swift", line: 5, configuration: "AppStore"),
            ], "\(keys(result))")
        #expect(result.findings.allSatisfy { $0.scope == "target App, configuration AppStore" })
        let json = JSONReporter.report(result, context: ReportContext(rules: [], auditedPath: "."))
        #expect(json.contains("\"configuration\" : \"AppStore\""))
    }

    @Test func configurationNarrowsToOne() async throws {
        let (debug, debugResult) = try await audit(configuration: "Debug")
        #expect(debug.map { $0.target?.configurations ?? [] } == [["Debug"]])
        #expect(debugResult.findings.isEmpty)
        let (_, store) = try await audit(configuration: "AppStore")
        #expect(
            keys(store) == [
                Key(rule: "manifest-file-missing", file: "App/Info-AppStore.plist", line: 10, configuration: nil),
                Key(rule: "font-not-listed", file: "App/Fonts/Roboto-Bold.ttf", line: nil, configuration: nil),
                Key(rule: "font-name-not-registered", file: "App/AppMain.swift", line: 5, configuration: nil),
            ], "one configuration audited: each finding holds in all of it")
    }
}
