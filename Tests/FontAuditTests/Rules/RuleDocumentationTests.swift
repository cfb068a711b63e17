import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// `docs/rules/` is written from the rules' descriptions: a page per rule (SARIF's `helpUri` target)
/// and an index. A stale page fails here; `scripts/make-rule-docs` rewrites them.
@Suite struct RuleDocumentationTests {
    static let folder = Repo.root.appendingPathComponent("docs/rules")

    static var pages: [(name: String, text: String)] {
        let rules = allRules.map { $0.description }
        return rules.map { (RuleDocumentation.fileName(of: $0.identifier), RuleDocumentation.markdown($0)) }
            + [("README.md", RuleDocumentation.index(rules))]
    }

    @Test func committedPagesAreCurrent() throws {
        for page in Self.pages {
            Golden.check(
                page.text, against: Self.folder.appendingPathComponent(page.name),
                "docs/rules is stale: run scripts/make-rule-docs")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".md") }
        #expect(Set(files) == Set(Self.pages.map(\.name)), "a page for a rule that no longer exists")
    }

    /// A page holds the rule's own facts: its rationale, an example's source and what it must report.
    @Test func pageShowsTheExamplesAndWhatTheyReport() throws {
        let rule = FontNameUnknownRule.description
        let page = RuleDocumentation.markdown(rule)
        #expect(
            page.hasPrefix("# `font-name-unknown`: \(rule.name)\n\nDefault severity: **\(rule.severity.rawValue)**.\n"))
        #expect(page.contains(rule.rationale))
        #expect(page.contains("```swift\nlet f = UIFont(name: \"Roboto-Blod\", size: 17)\n```"))
        #expect(page.contains("- `App/Title.swift:1:22`, fix `Roboto-Bold`\n"))
        #expect(!page.contains(String(RuleExample.marker)))
    }
}
