import FontAuditModel
import FontInspector

extension TextReporter {
    /// The names left open (`check --open-names`), by file: each line's place, API, the argument
    /// as written and why the audit could not tell its value.
    ///
    /// ```
    /// Open font names (not judged):
    /// App/Sources/Views.swift
    ///      6  UIFont(name:size:)  `fontName`: a parameter of `makeLabel`, and no call the audit read passes it a value it can tell
    /// ```
    static func openNames(_ names: [OpenName], style: ANSIStyle) -> String {
        let sorted = names.sorted()
        let lineWidth = sorted.map { String($0.line).count }.max() ?? 0
        let apiWidth = sorted.map(\.api.count).max() ?? 0
        let registrations = sorted.contains { $0.reason.kind.isRegistration }
        var out =
            style.bold(
                registrations ? "Open font names and registrations (not judged):" : "Open font names (not judged):")
            + "\n"
        var currentFile: String?
        for name in sorted {
            if name.file != currentFile {
                currentFile = name.file
                out += style.bold(name.file) + "\n"
            }
            var line =
                "  " + pad(String(name.line), lineWidth, leading: true) + "  " + pad(name.api, apiWidth, leading: false)
            line += "  "
            if let written = name.written, !written.isEmpty {
                // One line each: an argument written over several lines, or with comments, is shown
                // with each run of white space as one space.
                line += "`\(written.split(whereSeparator: \.isWhitespace).joined(separator: " "))`: "
            }
            line += name.reason.explanation
            if !name.prefix.isEmpty || !name.suffix.isEmpty {
                line += style.dim(" (known: `\(name.prefix)…\(name.suffix)`)")
            }
            out += line + "\n"
        }
        return out
    }
}
