import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

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
        for (example, shouldFire) in description.triggeringExamples.map({ ($0, true) })
            + description.nonTriggeringExamples.map({ ($0, false) })
        {
            let findings: [Finding]
            if let project = example.project {
                // Project rules run on the hand-written projects of Fixtures/Projects.
                var options = AuditOptions()
                options.targets = example.target.map { [$0] } ?? []
                let path = Repo.root.appendingPathComponent("Fixtures/Projects").appendingPathComponent(project).path
                let inventories = try await InventoryBuilder(options: options).buildAll(path: path).inventories
                findings = inventories.flatMap { rule.init().findings(in: $0) }
            } else {
                let scratch = try ScratchFolder()
                try example.materialize(in: scratch.url)
                var options = AuditOptions()
                options.findsUnusedFonts = true
                let inventory = try await InventoryBuilder(options: options).build(path: scratch.url.path)
                findings = rule.init().findings(in: inventory)
            }
            if shouldFire {
                #expect(
                    !example.expected.isEmpty, "\(id): \(example.title): pin its findings with ↓ markers or expect:")
                for finding in findings {
                    #expect(finding.rule == id)
                    // The default severity, or lower where the rule says so (an inert entry is a warning).
                    #expect(finding.severity <= description.severity)
                    #expect(finding.file != nil, "\(id): a finding names its file")
                    // Its message is made by a named factory (`extension Finding.Message`): it has that
                    // factory's name (a finding made from text alone has none).
                    #expect(
                        !finding.messageValue.id.isEmpty, "\(id): \(example.title): a message made by a factory")
                }
                // Exactly the expected findings: as many, each at its file and line, with its fix.
                var unmet = example.expected
                var unexpected: [Finding] = []
                for finding in findings.sorted() {
                    if let index = unmet.firstIndex(where: { $0.isMet(by: finding) }) {
                        unmet.remove(at: index)
                    } else {
                        unexpected.append(finding)
                    }
                }
                #expect(findings.count == example.expected.count, "\(id): \(example.title)")
                #expect(
                    unexpected.isEmpty && unmet.isEmpty,
                    """
                    \(id): \(example.title): findings not expected: \(unexpected.map(\.location)); \
                    expected but not found: \(unmet.map(\.location))
                    """)
            } else {
                #expect(
                    example.expected.isEmpty, "\(id): a non-triggering example expects no finding: \(example.title)")
                #expect(findings.isEmpty, "\(id) should not fire on: \(example.title); got \(findings.map(\.message))")
            }
        }
    }

    /// A marker is stripped from the text and placed at its line and column; `expect:` entries made
    /// with `atMarker` give the fixes of the marked findings in order.
    @Test func markersAreStrippedAndPlaced() {
        let example = RuleExample(
            "", rawInfoPlist: "<plist>\n  ↓<string>x</string>\n</plist>",
            sources: ["B.swift": "let a = 1\nlet f = UIFont(name: ↓\"Robto\", size: 1)\n", "A.swift": "x\n"],
            expect: [.atMarker(fix: "Roboto"), .init(file: "App/Fonts/F.ttf", line: nil, fix: nil)])
        #expect(
            example.sources == ["B.swift": "let a = 1\nlet f = UIFont(name: \"Robto\", size: 1)\n", "A.swift": "x\n"])
        #expect(example.rawInfoPlist == "<plist>\n  <string>x</string>\n</plist>")
        #expect(
            example.expected.map(\.location) == [
                "App/B.swift:2:22 fix Roboto", "App/Info.plist:2:3 no fix", "App/Fonts/F.ttf no fix",
            ])
        #expect(RuleExample("", expect: [.atMarker(fix: "x")]).expected.map(\.file) == [nil])
        for rule in allRules {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                let texts = Array(example.sources.values) + [example.rawInfoPlist ?? ""]
                #expect(!texts.contains { $0.contains(RuleExample.marker) }, "\(example.title)")
            }
        }
    }

    @Test func identifiersAreStableKebabCaseAndUnique() {
        let ids = allRules.map { $0.description.identifier }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
        #expect(ids.count == 34)
    }

    /// Every type in Sources/FontAuditRules that declares `: Rule` must be in `allRules`.
    @Test func everyRuleTypeIsRegistered() throws {
        let folder = Repo.root.appendingPathComponent("Sources/FontAuditRules")
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

extension RuleExample.Expected {
    /// Whether `finding` is at this file and line, with this fix (and column, when both have one).
    func isMet(by finding: Finding) -> Bool {
        finding.file == file && finding.line == line && finding.fix == fix
            && (column == nil || finding.column == nil || finding.column == column)
    }

    /// `file:line:column fix …`, for messages.
    var location: String {
        "\(file ?? "(no marker)")\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? "") \(fix.map { "fix \($0)" } ?? "no fix")"
    }
}

extension Finding {
    /// `file:line:column fix …`, for messages.
    var location: String {
        "\(file ?? "(no file)")\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? "") \(fix.map { "fix \($0)" } ?? "no fix")"
    }
}
