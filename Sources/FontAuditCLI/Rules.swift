import ArgumentParser
import FontAudit
import FontAuditModel
import FontAuditReporters
import FontAuditRules
import FontInspector

extension FontAuditCommand {
    /// `fontaudit rules [ID]`: every rule's id, default severity and summary, or one rule in full.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: argument-parser otherwise derives it with String(describing:), whose
            // runtime conformance lookups cost more than the rest of starting up.
            commandName: "rules",
            abstract: "List the rules, or show one rule's rationale and examples."
        )

        @Argument(help: "A rule identifier to show in full.")
        var identifier: String?

        func validate() throws {
            if let identifier, !Auditor.ruleIdentifiers.contains(identifier) {
                throw ValidationError("Unknown rule '\(identifier)'. Run `fontaudit rules` to list them.")
            }
        }

        func run() {
            if let identifier, let rule = allRules.first(where: { $0.description.identifier == identifier }) {
                StandardOutput.write(detail(rule.description))
                return
            }
            let descriptions = allRules.map { $0.description }
            let width = descriptions.map(\.identifier.count).max() ?? 0
            var out = ""
            for d in descriptions {
                out += TextColumn.fit(d.identifier, width: width + 2)
                out += TextColumn.fit(d.severity.rawValue, width: 9)
                out += TextColumn.fit(d.optIn ? "opt-in" : "", width: 8)
                out += d.summary + "\n"
            }
            if descriptions.contains(where: \.optIn) {
                out +=
                    "\nOpt-in rules run only when .fontaudit.yml names them: opt_in_rules: [\(descriptions.filter(\.optIn).map(\.identifier).joined(separator: ", "))]\n"
            }
            StandardOutput.write(out)
        }

        private func detail(_ d: RuleDescription) -> String {
            var out =
                "\(d.identifier) (\(d.severity.rawValue)\(d.optIn ? ", opt-in" : "")): \(d.name)\n\n\(d.summary)\n\n\(d.rationale)\n"
            if d.optIn { out += "\nOpt-in: add it to .fontaudit.yml to run it: opt_in_rules: [\(d.identifier)]\n" }
            for (title, examples) in [
                ("Triggers on", d.triggeringExamples), ("Does not trigger on", d.nonTriggeringExamples),
            ] {
                out += "\n\(title):\n"
                for example in examples {
                    out += "  - \(example.title)"
                    if let fonts = example.appFonts { out += ": UIAppFonts = [\(fonts.joined(separator: ", "))]" }
                    if let ats = example.atsFontsPath { out += ": ATSApplicationFontsPath = \(ats)" }
                    if !example.files.isEmpty {
                        out += "; files: \(example.files.keys.sorted().joined(separator: ", "))"
                    }
                    out += "\n"
                }
            }
            return out
        }
    }
}
