import FontAuditModel

/// Findings of one cause: the same rule, severity, name, message, notes, fix and scope, at
/// several places (`Helvetica Neue Bold` written for `HelveticaNeue-Bold` on 493 lines). The
/// formats people read say a cause once, with its count, its first places and its one fix (text,
/// HTML, GitHub annotations); JSON and SARIF keep every place (docs/JSON.md).
package struct FindingCause: Sendable {
    /// The cause's findings in report order: the first stands for the others.
    package let findings: [Finding]

    /// The finding that stands for the cause: its first place.
    package var first: Finding { findings[0] }

    /// The files the cause is in, in report order (nil for findings about the whole app).
    package var files: [String?] {
        var seen = Set<String?>()
        return findings.map(\.file).filter { seen.insert($0).inserted }
    }

    /// How many of the places `check --fix` edits.
    package var fixable: Int { findings.filter(\.fixable).count }

    /// What findings of one cause share: everything but the place.
    private struct Key: Hashable {
        var rule: String
        var severity: Severity
        var name: String?
        var message: String
        var notes: [String]
        var fix: String?
        var scope: String?
    }

    /// Folds sorted findings into causes, each where its first finding is. A finding that already
    /// stands for several places (``Finding/related``) is a cause of its own.
    package static func fold(_ findings: [Finding]) -> [FindingCause] {
        var members: [Key: Int] = [:]
        var causes: [[Finding]] = []
        for finding in findings {
            guard finding.related.isEmpty else {
                causes.append([finding])
                continue
            }
            let key = Key(
                rule: finding.rule, severity: finding.severity, name: finding.name, message: finding.message,
                notes: finding.notes, fix: finding.fix, scope: finding.scope)
            if let index = members[key] {
                causes[index].append(finding)
            } else {
                members[key] = causes.count
                causes.append([finding])
            }
        }
        return causes.map(FindingCause.init(findings:))
    }

    /// How many causes `findings` hold, as the summary counts them: findings of one rule and
    /// severity about one name whose messages differ at most in what they quote (one unlisted
    /// font whose message names each of 13 Info.plists to add it to is one cause; two names are
    /// two).
    package static func count(_ findings: [Finding]) -> Int {
        Set(
            findings.map { finding in
                [finding.rule, finding.severity.rawValue, finding.name ?? "", FindingGroup.shape(of: finding.message)]
            }
        ).count
    }

    /// "fix mode changes all 493" (or "3 of them"), or nil when fix mode edits none of them.
    package var fixReach: String? {
        switch fixable {
        case 0: nil
        case findings.count: "fix mode changes all \(findings.count)"
        default: "fix mode changes \(fixable) of them"
        }
    }

    /// `App/A.swift:12:9` or `App/A.swift:12` or `App/A.swift` or `(app)`.
    package static func place(_ finding: Finding) -> String {
        guard let file = finding.file else { return TextReporter.appHeading }
        guard let line = finding.line else { return file }
        return file + ":\(line)" + (finding.column.map { ":\($0)" } ?? "")
    }

    /// The places, a line per file: `App/A.swift:12:9, 40:3, 88:1 and 9 more`, at most `files`
    /// files and `perFile` places each (all of them when nil), then how many more there are.
    package func placeLines(files maxFiles: Int?, perFile: Int?) -> [String] {
        var byFile: [String?: [Finding]] = [:]
        for finding in findings { byFile[finding.file, default: []].append(finding) }
        let files = self.files
        var lines: [String] = []
        for file in files.prefix(maxFiles ?? files.count) {
            let here = byFile[file] ?? []
            let shown = here.prefix(perFile ?? here.count)
            var line = Self.place(shown[shown.startIndex])
            let rest = shown.dropFirst().map { finding -> String in
                guard let number = finding.line else { return "" }
                return "\(number)" + (finding.column.map { ":\($0)" } ?? "")
            }.filter { !$0.isEmpty }
            if !rest.isEmpty { line += ", " + rest.joined(separator: ", ") }
            if here.count > shown.count { line += " and \(here.count - shown.count) more" }
            lines.append(line)
        }
        let hiddenFiles = files.count - min(files.count, maxFiles ?? files.count)
        if hiddenFiles > 0 {
            let hidden = files.suffix(hiddenFiles).reduce(0) { $0 + (byFile[$1]?.count ?? 0) }
            lines.append(
                "and \(TextReporter.count(hidden, "more place")) in \(TextReporter.count(hiddenFiles, "more file"))")
        }
        return lines
    }
}
