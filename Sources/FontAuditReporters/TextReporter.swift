import FontAuditModel
import FontInspector
import FontInspectorReading

/// Renders findings for people, grouped by file, with a summary line:
///
/// ```
/// App/Info.plist
///   12:9  error    UIAppFonts lists "Brand.ttf", which does not exist  [manifest-file-missing]
///                  note: Fonts/ holds Brand.otf.
///                  fix: Brand.otf
///     14  warning  …  [font-name-unknown]
///
/// (app)
///         note     …  [some-rule]
///
/// 1 error, 1 warning, 1 note in 5 font files (7 faces)
/// ```
///
/// Findings without a file come last, under `(app)`. A cause found at several places
/// (``FindingCause``: one rule, name, message and fix) is one entry after them: its count, the
/// message once, the fix and how many places fix mode edits, and its first places (every place
/// with ``ReportContext/expandsCauses``). Locations, severities and messages are
/// aligned in columns over the whole report. Then come the findings of one cause
/// (``FindingGroup``: at least five of one rule, severity and message but for the names it
/// quotes), each group under one heading with its count, the message once, and a line per
/// location with the names that differ. With ``ReportContext/colors`` on, errors are red,
/// warnings yellow, file names bold and rule identifiers dim; otherwise the output has no ANSI escape.
/// With no findings the output is the summary alone: `No problems found in 5 font files (7 faces)`.
package enum TextReporter: Reporter {
    /// The heading of findings that are about the whole app rather than one file.
    package static let appHeading = "(app)"

    /// The text report for `result`, ending with a newline.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        let style = ANSIStyle(colors: context.colors)
        let causes = FindingCause.fold(result.findings.sorted())
        let (findings, groups) = FindingGroup.split(causes.filter { $0.findings.count == 1 }.map(\.first))
        let locationWidth = findings.map { location($0).count }.max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        // Where the message column starts: "  " + location + "  " + severity + "  ".
        let indent = String(repeating: " ", count: 2 + (locationWidth > 0 ? locationWidth + 2 : 0) + severityWidth + 2)

        var out = ""
        var currentFile: String??
        for finding in findings {
            if currentFile != .some(finding.file) {
                if currentFile != nil { out += "\n" }
                currentFile = .some(finding.file)
                out += style.bold(finding.file ?? appHeading) + "\n"
            }
            var line = "  "
            if locationWidth > 0 { line += pad(location(finding), locationWidth, leading: true) + "  " }
            let severity = finding.severity.rawValue
            line += style.severity(finding.severity, severity)
            line += String(repeating: " ", count: severityWidth - severity.count) + "  "
            line +=
                indented(finding.message, indent) + "  "
                + style.dim("[\(finding.rule)\(finding.scope.map { ", \($0)" } ?? "")]")
            out += line + "\n"
            for note in finding.notes {
                out += indent + indented("note: " + note, indent) + "\n"
            }
            if let fix = finding.fix {
                out += indent + indented("fix: " + fix, indent) + "\n"
            }
        }
        for cause in causes where cause.findings.count > 1 {
            if !out.isEmpty { out += "\n" }
            out += render(cause, style: style, expanded: context.expandsCauses)
        }
        for group in groups {
            if !out.isEmpty { out += "\n" }
            out += group.render(style: style)
        }
        if context.listsOpenNames, !result.openNames.isEmpty {
            if !out.isEmpty { out += "\n" }
            out += openNames(result.openNames, style: style)
        }
        if !result.findings.isEmpty || (context.listsOpenNames && !result.openNames.isEmpty) { out += "\n" }
        out += summary(result, style: style, path: context.auditedPath, listsOpenNames: context.listsOpenNames) + "\n"
        return out
    }

    /// `12:9`, `12`, or "" when the line is unknown.
    static func location(_ finding: Finding) -> String {
        guard let line = finding.line else { return "" }
        return finding.column.map { "\(line):\($0)" } ?? "\(line)"
    }

    /// `font-unused`'s totals: "3 faces in 2 files are never asked for: 412 KB in files none of
    /// whose faces is used; 1 face kept for names built at run time".
    static func unusedSentence(_ unused: UnusedFonts) -> String {
        var parts: [String] = []
        if !unused.fonts.isEmpty {
            let verb = unused.faces == 1 ? "is" : "are"
            var text = "\(count(unused.faces, "face")) in \(count(unused.fonts.count, "file")) \(verb) never asked for"
            if unused.bytes > 0 {
                text +=
                    ": \(ByteCount.text(unused.bytes)) in \(count(unused.wholeFiles, "file")) no face of which is used"
            }
            parts.append(text)
        }
        if unused.keptForDynamicNames > 0 {
            parts.append(
                "\(count(unused.keptForDynamicNames, "face")) kept because a name built at run time or a string in the sources could reach \(unused.keptForDynamicNames == 1 ? "it" : "them")"
            )
        }
        return parts.joined(separator: "; ")
    }

    /// The last line: counts of errors, warnings (and notes, when any), files and faces.
    static func summary(_ result: AuditResult, style: ANSIStyle, path: String = "PATH", listsOpenNames: Bool = false)
        -> String
    {
        var scope = "in \(count(result.summary.files, "font file")) (\(count(result.summary.faces, "face")))"
        let s = result.summary
        if s.namesFound > 0 {
            let followed = s.namesFollowed > 0 ? ", \(s.namesFollowed) from values followed through code" : ""
            scope +=
                "; \(count(s.namesFound, "font name")) in sources: \(s.namesResolved) resolved\(followed), \(s.namesDynamic) open (skipped\(s.namesDynamic > 0 && !listsOpenNames ? "; `--open-names` lists them" : ""))"
        }
        if s.registrationsOpen > 0 {
            scope +=
                "; \(count(s.registrationsOpen, "registration")) the audit cannot tell (\(s.registrationsOpen == 1 ? "a list it cannot evaluate, an app it cannot read, a file the checkout does not hold" : "lists it cannot evaluate, apps it cannot read, files the checkout does not hold"): no finding is built on \(s.registrationsOpen == 1 ? "it" : "them")\(listsOpenNames ? "" : "; `--open-names` lists \(s.registrationsOpen == 1 ? "it" : "them")"))"
        }
        if s.sourcesMissing > 0 {
            scope +=
                "; \(count(s.sourcesMissing, "source file")) the project uses \(s.sourcesMissing == 1 ? "is" : "are") not in the checkout, so \(s.sourcesMissing == 1 ? "its" : "their") font names were not read (`fontaudit targets PATH` lists them)"
        }
        if s.unplacedFonts > 0 {
            scope +=
                "; \(count(s.unplacedFonts, "font file")) in the checkout \(s.unplacedFonts == 1 ? "is" : "are") in no target the audit knows, so \(s.unplacedFonts == 1 ? "it was" : "they were") not audited (`fontaudit targets PATH` lists them)"
        }
        if let unused = s.unusedFonts, !unused.fonts.isEmpty || unused.keptForDynamicNames > 0 {
            scope += "; " + unusedSentence(unused)
        }
        if !s.apps.isEmpty { scope += "; audited as " + s.apps.joined(separator: " and ") }
        if result.findings.isEmpty { return "No problems found \(scope)" }
        let errors = count(result.summary.errors, "error")
        let warnings = count(result.summary.warnings, "warning")
        var parts = [
            result.summary.errors > 0 ? style.severity(.error, errors) : errors,
            result.summary.warnings > 0 ? style.severity(.warning, warnings) : warnings,
        ]
        let notes = result.findings.filter { $0.severity == .note }.count
        if notes > 0 { parts.append(count(notes, "note")) }
        let causes = FindingCause.count(result.findings)
        if causes < result.findings.count { parts[parts.count - 1] += " (\(count(causes, "cause")))" }
        let fixable = result.findings.filter(\.fixable).count
        let fixes =
            fixable == 0
            ? ""
            : "\n\(fixable) of them can be fixed in place: `fontaudit check \(shellWord(path)) --fix --dry-run` shows the edits"
        return parts.joined(separator: ", ") + " " + scope + fixes
    }

    /// `1 face`, `7 faces`.
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)" + (n == 1 ? "" : "s")
    }

    /// `text` with every line after the first indented by `indent`.
    static func indented(_ text: String, _ indent: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .joined(separator: "\n" + indent)
    }

    /// `text` padded with spaces to `width` characters.
    static func pad(_ text: String, _ width: Int, leading: Bool) -> String {
        let spaces = String(repeating: " ", count: max(0, width - text.count))
        return leading ? spaces + text : text + spaces
    }
}

extension ANSIStyle {
    /// Red for errors, yellow for warnings, plain for notes.
    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: red(text)
        case .warning: yellow(text)
        case .note: text
        }
    }
}

/// `path` as one shell word: as it is when it holds only safe characters, else in single quotes.
func shellWord(_ path: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+:@%=,")
    if !path.isEmpty, path.allSatisfy({ safe.contains($0) }) { return path }
    return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
