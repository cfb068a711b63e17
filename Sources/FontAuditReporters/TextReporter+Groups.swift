import FontAuditModel
import FontInspector

/// Findings of one cause, shown once in the text report: the same rule and severity, and the
/// same message but for the names it quotes in backticks (one inert `UIAppFonts` list repeated in
/// five plists, one size asked for on many lines). JSON, SARIF and the other formats keep one
/// result per location; only the text, which a person reads, folds them.
///
/// ```
/// font-in-other-bundle: 22 warnings, one message
///   UIAppFonts lists `…`, which is only in the `Fonts.bundle` bundle (`…`): the entry registers nothing. Remove the entry.
///   A-Info.plist:12  `Brand-Bold.ttf`, `Fonts/Brand-Bold.ttf`  [target A]
///   …
/// ```
struct FindingGroup {
    /// At least this many findings of one shape are folded into a group.
    static let threshold = 5

    /// The findings, in report order.
    let findings: [Finding]
    /// The message with every quoted span that differs between the findings written `…`.
    let message: String
    /// Per finding, the quoted spans that differ, in message order.
    let values: [[String]]

    /// What the findings of one group share: rule, severity and message ``shape(of:)``.
    private struct GroupKey: Hashable {
        var rule: String
        var severity: Severity
        var shape: String
    }

    /// The message with every backtick-quoted span folded to one mark: the key of a group.
    static func shape(of message: String) -> String {
        spans(of: message).text.joined(separator: "`…`")
    }

    /// The text outside backtick-quoted spans, and the spans (with their backticks). An unpaired
    /// backtick is text.
    static func spans(of message: String) -> (text: [String], quoted: [String]) {
        var text: [String] = []
        var quoted: [String] = []
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            text.append(String(rest[..<open]))
            quoted.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        text.append(String(rest))
        return (text, quoted)
    }

    /// Splits sorted findings into those shown one by one and the groups, each in report order
    /// (a group where its first finding would be).
    static func split(_ findings: [Finding]) -> (single: [Finding], groups: [FindingGroup]) {
        var members: [GroupKey: [Int]] = [:]
        var order: [GroupKey] = []
        for (index, finding) in findings.enumerated() {
            let key = GroupKey(rule: finding.rule, severity: finding.severity, shape: shape(of: finding.message))
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        var grouped = Set<Int>()
        var groups: [FindingGroup] = []
        for key in order {
            guard let indices = members[key], indices.count >= threshold else { continue }
            grouped.formUnion(indices)
            groups.append(FindingGroup(indices.map { findings[$0] }))
        }
        return (findings.indices.filter { !grouped.contains($0) }.map { findings[$0] }, groups)
    }

    init(_ findings: [Finding]) {
        self.findings = findings
        let split = findings.map { Self.spans(of: $0.message) }
        let first = split[0]
        let varying = first.quoted.indices.filter { i in split.contains { $0.quoted[i] != first.quoted[i] } }
        var message = first.text[0]
        for (i, span) in first.quoted.enumerated() {
            message += (varying.contains(i) ? "`…`" : span) + first.text[i + 1]
        }
        self.message = message
        values = split.map { parts in varying.map { parts.quoted[$0] } }
    }

    /// The group as the text report shows it, ending with a newline.
    func render(style: ANSIStyle) -> String {
        let first = findings[0]
        let sameTargets = findings.allSatisfy { $0.targets == first.targets }
        let sameFix = findings.allSatisfy { $0.fix == first.fix }
        let sharedNotes = first.notes.filter { note in findings.allSatisfy { $0.notes.contains(note) } }
        let noun = TextReporter.count(findings.count, first.severity.rawValue)
        var out = style.bold(first.rule) + ": " + style.severity(first.severity, noun) + ", one message"
        if sameTargets, let target = first.target { out += "  " + style.dim("[target \(target)]") }
        out += "\n"
        let indent = "  "
        out += indent + TextReporter.indented(message, indent) + "\n"
        for note in sharedNotes { out += indent + TextReporter.indented("note: " + note, indent) + "\n" }
        if sameFix, let fix = first.fix { out += indent + "fix: " + fix + "\n" }
        // Files that hold the same names (one list repeated in several plists) are shown once.
        var byFile: [String?: [Int]] = [:]
        var files: [String?] = []
        for (index, finding) in findings.enumerated() {
            if byFile[finding.file] == nil { files.append(finding.file) }
            byFile[finding.file, default: []].append(index)
        }
        func names(_ file: String?) -> [String] {
            (byFile[file] ?? []).map { values[$0].joined(separator: ", ") }.sorted()
        }
        var repeated: [[String?]] = []
        var placed = Set<String?>()
        for file in files where !placed.contains(file) && !names(file).allSatisfy(\.isEmpty) {
            let same = files.filter { !placed.contains($0) && names($0) == names(file) }
            guard same.count > 1 else { continue }
            placed.formUnion(same)
            repeated.append(same)
        }
        for same in repeated {
            let members = byFile[same[0]] ?? []
            out += indent + "the same \(members.count) in each of \(same.count) files:\n"
            for file in same {
                let lines = (byFile[file] ?? []).compactMap { findings[$0].line }
                var line =
                    indent + "  " + (file ?? TextReporter.appHeading) + (lines.isEmpty ? "" : ":" + Self.ranges(lines))
                if !sameTargets, let target = findings[(byFile[file] ?? [0])[0]].target {
                    line += "  " + style.dim("[target \(target)]")
                }
                out += line + "\n"
            }
            for index in members { out += detail(index, indent: indent + "    ", location: nil) }
        }
        let single = findings.indices.filter { !placed.contains(findings[$0].file) }
        let width = single.map { Self.location(findings[$0]).count }.max() ?? 0
        for index in single {
            out += detail(
                index, indent: indent, location: TextReporter.pad(Self.location(findings[index]), width, leading: false)
            )
        }
        return out

        /// One finding's line: its location (unless its file is one of several alike), the names
        /// that differ, its target when targets differ, and its own notes and fix.
        func detail(_ index: Int, indent: String, location: String?) -> String {
            let finding = findings[index]
            var parts: [String] = []
            if let location { parts.append(location) }
            let shown = values[index].joined(separator: ", ")
            if !shown.isEmpty { parts.append(shown) }
            if location != nil, !sameTargets, let target = finding.target {
                parts.append(style.dim("[target \(target)]"))
            }
            let line = indent + parts.joined(separator: "  ")
            var out = String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
            let more = indent + String(repeating: " ", count: (location?.count ?? -2) + 2)
            for note in finding.notes where !sharedNotes.contains(note) {
                out += more + TextReporter.indented("note: " + note, more) + "\n"
            }
            if !sameFix, let fix = finding.fix { out += more + "fix: " + fix + "\n" }
            return out
        }
    }

    /// `38–60`, `3–5, 9`: sorted lines as ranges.
    static func ranges(_ lines: [Int]) -> String {
        var runs: [(first: Int, last: Int)] = []
        for line in Set(lines).sorted() {
            if let run = runs.last, run.last + 1 == line {
                runs[runs.count - 1].last = line
            } else {
                runs.append((line, line))
            }
        }
        return runs.map { $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)" }.joined(separator: ", ")
    }

    /// `App/Info.plist:12:9`, `App/Info.plist`, or `(app)`.
    static func location(_ finding: Finding) -> String {
        let place = TextReporter.location(finding)
        return (finding.file ?? TextReporter.appHeading) + (place.isEmpty ? "" : ":" + place)
    }
}
