import FontAuditModel

/// A post-pass over the rules' findings: the findings one name expression followed through code
/// gives, for one rule, are one cause, said once. `font.rawValue` asked for in thirteen helpers,
/// each of which can be the same wrong case, or `registeredName` that can be ten family names,
/// is one finding at its first place: its message says how many other values and places share
/// it, with examples, its notes list every one with its value, and its ``Finding/related`` places
/// are the others (JSON's `related`, SARIF's `relatedLocations`, a GitHub annotation each).
enum FollowedValueGrouping {
    /// How many values and places a message names before "and N more".
    static let examples = 3

    static func apply(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var rule: String
            var severity: Severity
            var message: String
            var written: String
            /// Where the values of the finding's place come from: the same argument written in two
            /// helpers (`fontName`) is two causes, unless its values come from the same places.
            var sources: [String]
            var targets: [String]
            var configurations: [String]
        }
        var sourcesAt: [PlaceKey: Set<String>] = [:]
        for finding in findings {
            let message = finding.messageValue
            guard let from = message.facts["valueFrom"] else { continue }
            sourcesAt[Self.place(finding, message.id), default: []].insert(from)
        }
        var groups: [Key: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            let message = finding.messageValue
            // Android's missing style file is the style's, written at each place: one cause each.
            guard let written = message.facts["written"], message.id != "androidNoStyleFile" else { continue }
            let key = Key(
                rule: finding.rule, severity: finding.severity, message: message.id, written: written,
                sources: (sourcesAt[Self.place(finding, message.id)] ?? []).sorted(),
                targets: finding.targets, configurations: finding.configurations)
            groups[key, default: []].append(index)
        }
        var dropped = Set<Int>()
        var result = findings
        for members in groups.values where members.count > 1 {
            let ordered = members.sorted { findings[$0] < findings[$1] }
            result[ordered[0]] = grouped(ordered.map { findings[$0] })
            dropped.formUnion(ordered.dropFirst())
        }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }

    /// A finding's rule, message and place: where the values are counted together.
    private struct PlaceKey: Hashable {
        var rule: String
        var message: String
        var place: FileLocation
    }

    /// A finding's request and message: the place whose values are counted together.
    private static func place(_ finding: Finding, _ message: String) -> PlaceKey {
        PlaceKey(rule: finding.rule, message: message, place: finding.locationKey)
    }

    /// The first of `findings` (in report order), naming the values and places of the others.
    static func grouped(_ findings: [Finding]) -> Finding {
        var first = findings[0]
        var values: [(name: String, from: String)] = []
        var places: [String] = []
        for finding in findings {
            let name = finding.name ?? ""
            let from = finding.messageValue.facts["valueFrom"] ?? ""
            if !values.contains(where: { $0.name == name && $0.from == from }) { values.append((name, from)) }
            // A place in the first finding's file is its line.
            let place =
                finding.file == first.file ? "line \(finding.line ?? 0)" : "\(finding.file ?? ""):\(finding.line ?? 0)"
            if finding.file != first.file || finding.line != first.line, !places.contains(place) {
                places.append(place)
            }
        }
        func list(_ items: [String]) -> String {
            let shown = items.prefix(examples).joined(separator: ", ")
            return items.count > examples ? "\(shown) and \(items.count - examples) more" : shown
        }
        var text = first.message
        if values.count > 1 {
            let others = values.dropFirst().map { "\(quoted($0.name)) (\($0.from))" }
            text += " It can also be \(others.count) more such name\(others.count == 1 ? "" : "s"): \(list(others))."
        }
        if !places.isEmpty {
            let pronoun = values.count > 1 ? "them" : "it"
            text +=
                " The same expression asks for \(pronoun) at \(places.count) more place\(places.count == 1 ? "" : "s"): \(list(places))."
        }
        for finding in findings.dropFirst() {
            if let file = finding.file,
                file != first.file || finding.line != first.line || finding.column != first.column
            {
                let place = Finding.Place(file: file, line: finding.line, column: finding.column)
                if !first.related.contains(place) { first.related.append(place) }
            }
            first.notes.append(
                "also \(quoted(finding.name ?? "")) (\(finding.messageValue.facts["valueFrom"] ?? "")) at \(finding.file ?? ""):\(finding.line ?? 0):\(finding.column ?? 0)"
            )
        }
        var facts = first.messageValue.facts
        facts["values"] = values.map(\.name).joined(separator: ", ")
        facts["places"] = places.joined(separator: ", ")
        first.messageValue = Finding.Message(first.messageValue.id, facts: facts, text: text)
        // One value (the same literal everywhere): its fix, at the definition, stands; several
        // values have no one text to write.
        if values.count > 1 {
            first.fix = nil
            first.action = nil
        }
        return first
    }
}
