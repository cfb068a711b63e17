import FontAuditModel

/// Renders GitHub Actions workflow commands, which the runner turns into annotations on the
/// pull request:
///
/// ```
/// ::error file=App/Info.plist,line=12,col=9,title=manifest-file-missing::UIAppFonts lists …
/// ::warning file=App/Fonts/Old.ttf,title=font-not-listed::…
/// ::notice title=some-rule::…
/// ```
///
/// `note` findings become `::notice`. A cause found at several places is one annotation at its
/// first place, and every other place (another finding of the cause, or a ``Finding/related``
/// place) is an annotation of its own after all the causes' first ones, so that a pull request
/// that touches any of the places is annotated there. Properties that are unknown are left out.
/// The annotation's text is the message, then each note, then `fix: …`, one per line. Values are
/// escaped as the runner expects: `%`, carriage return and line feed everywhere, and also `:` and
/// `,` in properties.
package enum GitHubReporter: Reporter {
    /// One workflow command per cause (``FindingCause``), at its first place, in deterministic
    /// order; then one per other place of each cause; a lone newline when there are none. The
    /// runner shows only the first 10 error and 10 warning annotations of a step, so the causes
    /// come first and the other places cannot hide a cause.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        let causes = FindingCause.fold(result.findings.sorted())
        let lines = causes.map(command) + causes.flatMap(placeCommands)
        return lines.isEmpty ? "\n" : lines.joined(separator: "\n") + "\n"
    }

    /// An annotation at each place of `cause` but its first: the cause's other findings, then the
    /// related places of each, saying where the cause is first said.
    static func placeCommands(_ cause: FindingCause) -> [String] {
        let first = cause.first
        let total = cause.findings.count + cause.findings.reduce(0) { $0 + $1.related.count }
        guard total > 1 else { return [] }
        let firstPlace = FindingCause.place(first)
        var places = cause.findings.dropFirst().map {
            Finding.Place(file: $0.file ?? "", line: $0.line, column: $0.column)
        }
        places += cause.findings.flatMap(\.related)
        return places.filter { !$0.file.isEmpty }.map { place in
            var finding = first
            finding.file = place.file
            finding.line = place.line
            finding.column = place.column
            finding.notes = ["One of \(total) places of this cause; it is said in full at \(firstPlace)."]
            finding.fix = nil
            return command(finding)
        }
    }

    /// The workflow command for `cause`, without a newline.
    static func command(_ cause: FindingCause) -> String {
        guard cause.findings.count > 1 else { return command(cause.first) }
        var text = command(cause.first, fixReach: cause.fixReach)
        let places = cause.placeLines(files: TextReporter.causeFiles, perFile: TextReporter.causePlacesPerFile)
        let files = cause.files.count
        text +=
            escapeData(
                "\nThe same at \(cause.findings.count) places in \(TextReporter.count(files, "file")) (`fontaudit check --expand` lists every place):\n"
                    + places.joined(separator: "\n"))
        return text
    }

    /// The workflow command for `finding`, without a newline; `fixReach` follows its fix.
    static func command(_ finding: Finding, fixReach: String? = nil) -> String {
        let name =
            switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties: [String] = []
        if let file = finding.file { properties.append("file=" + escapeProperty(file)) }
        if let line = finding.line { properties.append("line=\(line)") }
        if let column = finding.column { properties.append("col=\(column)") }
        properties.append("title=" + escapeProperty(finding.rule + (finding.scope.map { " (\($0))" } ?? "")))
        var text = [finding.message] + finding.notes
        if let fix = finding.fix { text.append("fix: " + fix + (fixReach.map { " (\($0))" } ?? "")) }
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(text.joined(separator: "\n")))"
    }

    /// Escapes a command's message: `%`, `\r` and `\n`.
    static func escapeData(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// Escapes a property value: as ``escapeData(_:)``, and also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingScalars { scalar in
            switch scalar {
            case ":": "%3A"
            case ",": "%2C"
            default: nil
            }
        }
    }
}
