import Foundation
import Testing
@testable import FontAudit

/// Every registered rule's examples are built as real apps with real fonts and audited: each
/// triggering example must make the rule fire, each non-triggering one must not.
@Suite struct RuleExampleTests {
    static let rules: [(id: String, type: any Rule.Type)] = allRules.map { ($0.description.identifier, $0) }

    @Test(arguments: rules.map(\.id))
    func examples(_ id: String) async throws {
        let rule = try #require(allRules.first { $0.description.identifier == id })
        let description = rule.description
        #expect(!description.triggeringExamples.isEmpty, "\(id) needs a triggering example")
        #expect(!description.nonTriggeringExamples.isEmpty, "\(id) needs a non-triggering example")
        for (example, shouldFire) in description.triggeringExamples.map({ ($0, true) }) + description.nonTriggeringExamples.map({ ($0, false) }) {
            let findings: [Finding]
            if let project = example.project {
                // Project rules run on the hand-written projects of Fixtures/Projects.
                var options = AuditOptions()
                options.targets = example.target.map { [$0] } ?? []
                let path = Repo.root.appendingPathComponent("Fixtures/Projects").appendingPathComponent(project).path
                let inventories = try await InventoryBuilder(options: options).buildAll(path: path)
                findings = inventories.flatMap { rule.init().findings(in: $0) }
            } else {
                let scratch = try ScratchFolder()
                try example.materialize(in: scratch.url)
                let inventory = try await InventoryBuilder().build(path: scratch.url.path)
                findings = rule.init().findings(in: inventory)
            }
            if shouldFire {
                #expect(!findings.isEmpty, "\(id) should fire on: \(example.title)")
                for finding in findings {
                    #expect(finding.rule == id)
                    #expect(finding.severity == description.severity)
                    #expect(finding.file != nil, "\(id): a finding names its file")
                }
            } else {
                #expect(findings.isEmpty, "\(id) should not fire on: \(example.title); got \(findings.map(\.message))")
            }
        }
    }

    @Test func identifiersAreStableKebabCaseAndUnique() {
        let ids = allRules.map { $0.description.identifier }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
        #expect(ids.count == 27)
    }

    /// Every type in Sources/FontAudit/Rules that declares `: Rule` must be in `allRules`.
    @Test func everyRuleTypeIsRegistered() throws {
        let folder = Repo.root.appendingPathComponent("Sources/FontAudit/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let registered = Set(allRules.map { String(describing: $0) })
        var declared: Set<String> = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // `struct Name: A, Rule, B {` in any order of conformances.
            let pattern = try Regex(#"(?:struct|final class|enum)\s+(\w+)\s*:\s*[^{]*\bRule\b"#)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { declared.insert(String(name)) }
            }
        }
        #expect(!declared.isEmpty)
        #expect(declared == registered, "register every Rule type in allRules (Rules/AllRules.swift)")
    }

    @Test func everyRuleHasARationaleAndSummary() {
        for rule in allRules {
            let d = rule.description
            #expect(d.summary.count > 20 && d.rationale.count > 100, "\(d.identifier)")
        }
    }
}
