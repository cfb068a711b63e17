import Foundation
import Testing

/// `check --open-names` lists the names left open, with their reasons, in text, JSON and HTML;
/// without it the text summary says how to list them and the JSON has no `openNames`.
@Suite struct OpenNamesCommandTests {
    static let app = "Fixtures/Apps/FollowedNames"

    @Test func textListsEachOpenNameWithItsReason() throws {
        let listed = try CLI.run(["check", Self.app, "--no-cache", "--open-names"])
        #expect(listed.stdout.contains("Open font names (not judged):"))
        #expect(
            listed.stdout.contains(
                "8  [UIFont fontWithName:size:]  `self.chosenName`: `LegacyLabel.chosenName` is assigned in no file the audit read"
            ))
        #expect(
            listed.stdout.contains(
                "20  UIFont(name:size:)           `UserDefaults.standard.string(forKey: \"font\") ?? \"Roboto-Regular\"`: an expression the audit does not evaluate"
            ))
        #expect(listed.stdout.contains("2 open (skipped)\n"))
        let plain = try CLI.run(["check", Self.app, "--no-cache"])
        #expect(!plain.stdout.contains("Open font names"))
        #expect(plain.stdout.contains("2 open (skipped; `--open-names` lists them)"))
    }

    @Test func jsonHasOpenNamesOnlyWhenAsked() throws {
        let listed = try CLI.run(["check", Self.app, "--no-cache", "--open-names", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let names = try #require(document["openNames"] as? [[String: Any]])
        #expect(names.map { $0["file"] as? String } == ["App/Sources/Legacy.m", "App/Sources/Views.swift"])
        #expect(names.map { $0["reason"] as? String } == ["unassigned", "expression"])
        #expect(names.map { $0["line"] as? Int } == [8, 20])
        #expect(names.first?["subject"] as? String == "LegacyLabel.chosenName")
        #expect(
            Set(names.first?.keys.map { $0 } ?? []) == [
                "file", "line", "api", "written", "prefix", "suffix", "reason", "subject", "explanation",
            ])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["namesDynamic"] as? Int == names.count)
        let plain = try CLI.run(["check", Self.app, "--no-cache", "--format", "json"])
        let without = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        #expect(without["openNames"] == nil)
    }

    @Test func htmlHasATableOfOpenNames() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "open-names-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try CLI.run(["check", Self.app, "--no-cache", "--open-names", "--format", "html", "--output", scratch.path])
        let page = try String(contentsOf: scratch, encoding: .utf8)
        #expect(page.contains("<section id=\"open-names\"><h2>Open font names</h2>"))
        #expect(page.contains("<tr data-reason=\"unassigned\"><td><code>App/Sources/Legacy.m:8</code></td>"))
        #expect(page.contains("<tr data-reason=\"expression\"><td><code>App/Sources/Views.swift:20</code></td>"))
    }
}
