import FontInspector

extension TextReporter {
    /// How many files of a cause the report lists, unless every place is asked for.
    static let causeFiles = 5
    /// How many places of one file a cause's line lists, unless every place is asked for.
    static let causePlacesPerFile = 6

    /// One cause found at several places, ending with a newline:
    ///
    /// ```
    /// font-name-not-postscript: 493 warnings, one cause, in 41 files
    ///   `Helvetica Neue Bold` (Font.custom) is the full name of … Write `HelveticaNeue-Bold`.
    ///   fix: HelveticaNeue-Bold (fix mode changes all 493)
    ///   OldOS/Views/Clock.swift:12:9, 40:3 and 5 more
    ///   and 470 more places in 38 more files (--expand lists every place)
    /// ```
    ///
    /// With `expanded`, every place on a line of its own.
    static func render(_ cause: FindingCause, style: ANSIStyle, expanded: Bool) -> String {
        let first = cause.first
        let files = cause.files.count
        var out =
            style.bold(first.rule) + ": "
            + style.severity(first.severity, count(cause.findings.count, first.severity.rawValue))
            + ", one cause, in \(count(files, "file"))"
        if let scope = first.scope { out += "  " + style.dim("[\(scope)]") }
        out += "\n"
        let indent = "  "
        out += indent + indented(first.message, indent) + "\n"
        for note in first.notes { out += indent + indented("note: " + note, indent) + "\n" }
        if let fix = first.fix {
            out += indent + indented("fix: " + fix + (cause.fixReach.map { " (\($0))" } ?? ""), indent) + "\n"
        }
        if expanded {
            for finding in cause.findings { out += indent + FindingCause.place(finding) + "\n" }
            return out
        }
        var lines = cause.placeLines(files: causeFiles, perFile: causePlacesPerFile)
        if lines.count > causeFiles || lines.contains(where: { $0.hasSuffix(" more") }) {
            lines[lines.count - 1] += " (--expand lists every place)"
        }
        for line in lines { out += indent + line + "\n" }
        return out
    }
}
