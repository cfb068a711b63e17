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
/// `note` findings become `::notice`; a cause found at several places is one annotation. Properties that are unknown are left out. The annotation's
/// text is the message, then each note, then `fix: …`, one per line. Values are escaped as the
/// runner expects: `%`, carriage return and line feed everywhere, and also `:` and `,` in properties.
package enum GitHubReporter: Reporter {
    /// One workflow command per cause (``FindingCause``), at its first place, in deterministic
    /// order; a lone newline when there are none. A cause found at several places is one
    /// annotation that counts them and names the first few: the runner shows only the first 10
    /// error and 10 warning annotations of a step, so one per place would hide the other causes.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        let lines = FindingCause.fold(result.findings.sorted()).map(command)
        return lines.isEmpty ? "\n" : lines.joined(separator: "\n") + "\n"
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
