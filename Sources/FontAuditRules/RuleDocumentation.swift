import FontAuditModel
import FontInspectorModel

/// The Markdown page of each rule (`docs/rules/<id>.md`), written from its ``RuleDescription``: what
/// it finds, why it matters, its examples with what each must report, and how to configure it. SARIF's
/// `helpUri` points at these pages; a test fails when a committed page differs from what this writes.
package enum RuleDocumentation {
    /// The file name of a rule's page: `font-name-unknown.md`.
    package static func fileName(of identifier: String) -> String { identifier + ".md" }

    /// The page of one rule.
    package static func markdown(_ rule: RuleDescription) -> String {
        var out = "# `\(rule.identifier)`: \(rule.name)\n\n"
        out += "Default severity: **\(rule.severity.rawValue)**.\n\n"
        out += rule.summary + "\n\n"
        out += "## Why\n\n" + rule.rationale + "\n"
        out +=
            "\n## Fix mode\n\n"
            + (rule.fixMode.map { "`fontaudit check --fix` edits it. \($0)" }
                ?? "`fontaudit check --fix` leaves it to you: fix mode edits manifests, code, storyboards and style dictionaries, never font files, project files or generated code.")
            + "\n"
        for (title, examples) in [
            ("Triggers on", rule.triggeringExamples), ("Does not trigger on", rule.nonTriggeringExamples),
        ]
        where !examples.isEmpty {
            out += "\n## \(title)\n"
            for example in examples { out += "\n" + section(example).trimmingTrailingNewlines() + "\n" }
        }
        out += """

            ## Configure

            In `.fontaudit.yml`:

            ```yaml
            disabled_rules: [\(rule.identifier)]     # never run it
            severity:
              \(rule.identifier): \(rule.severity == .error ? "warning" : "error")    # or change its severity
            ```

            """
        return out
    }

    /// The index page: every rule with its severity and summary, linked to its page.
    package static func index(_ rules: [RuleDescription]) -> String {
        var out = "# Rules\n\nWritten from the rules' own descriptions by `scripts/make-rule-docs`; do not edit.\n\n"
        out += "| rule | default severity | finds |\n|---|---|---|\n"
        for rule in rules.sorted(by: { $0.identifier < $1.identifier }) {
            let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
            out +=
                "| [`\(rule.identifier)`](\(fileName(of: rule.identifier))) | \(rule.severity.rawValue) | \(summary) |\n"
        }
        return out
    }

    private static func section(_ example: RuleExample) -> String {
        var out = "### \(example.title)\n\n"
        var facts: [String] = []
        if let project = example.project {
            facts.append(
                "The Xcode project `Fixtures/Projects/\(project)`" + (example.target.map { ", target `\($0)`" } ?? ""))
        }
        if let fonts = example.appFonts {
            facts.append(
                fonts.isEmpty
                    ? "`UIAppFonts`: an empty array"
                    : "`UIAppFonts`: " + fonts.map { "`\($0)`" }.joined(separator: ", "))
        }
        if let ats = example.atsFontsPath { facts.append("`ATSApplicationFontsPath`: `\(ats)`") }
        for (path, source) in example.files.sorted(by: { $0.key < $1.key }) {
            facts.append("`\(path)`: " + (source.isEmpty ? "an empty file" : "a copy of `\(source)`"))
        }
        if !facts.isEmpty { out += facts.map { "- " + $0 + "\n" }.joined() + "\n" }
        if let plist = example.rawInfoPlist { out += block("Info.plist", plist) }
        for (path, text) in example.sources.sorted(by: { $0.key < $1.key }) { out += block(path, text) }
        if !example.expected.isEmpty {
            out += "Reports:\n\n"
            for expected in example.expected {
                var place = "`" + (expected.file ?? "?")
                if let line = expected.line { place += ":\(line)" + (expected.column.map { ":\($0)" } ?? "") }
                place += "`"
                out += "- " + place + (expected.fix.map { ", fix `\($0)`" } ?? "") + "\n"
            }
            out += "\n"
        }
        return out
    }

    private static func block(_ path: String, _ text: String) -> String {
        let language =
            switch FileName.pathExtension(of: path) {
            case "swift": "swift"
            case "m", "mm", "h": "objectivec"
            case "json": "json"
            case "plist", "storyboard", "xib": "xml"
            default: ""
            }
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return "`\(path)`:\n\n```\(language)\n\(body)```\n\n"
    }
}

extension String {
    /// The text with one newline at the end at most.
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
