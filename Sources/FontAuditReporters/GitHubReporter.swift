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
/// `note` findings become `::notice`. Properties that are unknown are left out. The annotation's
/// text is the message, then each note, then `fix: …`, one per line. Values are escaped as the
/// runner expects: `%`, carriage return and line feed everywhere, and also `:` and `,` in properties.
package enum GitHubReporter: Reporter {
    /// One workflow command per finding, in deterministic order; a lone newline when there are none.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        let lines = result.findings.sorted().map(command)
        return lines.isEmpty ? "\n" : lines.joined(separator: "\n") + "\n"
    }

    /// The workflow command for `finding`, without a newline.
    static func command(_ finding: Finding) -> String {
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
        if let fix = finding.fix { text.append("fix: " + fix) }
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
