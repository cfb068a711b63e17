import FontAuditModel

/// Renders one line per finding in the form Xcode shows in its issue navigator when a Run Script
/// build phase prints it:
///
/// ```
/// App/Info.plist:12:9: error: UIAppFonts lists "Brand.ttf", which does not exist [manifest-file-missing]
/// App/Fonts/Old.ttf: warning: … [font-not-listed]
/// note: … [ats-path-missing]
/// ```
///
/// Unknown line or column parts are left out, and a finding without a file has no location at all.
/// Paths are printed as the findings give them (relative to the audited path, or absolute with
/// `--absolute-paths`). A message on several lines is joined into one, since Xcode reads one issue
/// per line.
///
/// Xcode fails a build on any `error:` line, even when the command exits 0 ("emitted errors but did
/// not return a nonzero exit code"). So an error finding that does not fail the run (`--fail-on
/// never`, as the build-tool plugin runs by default) is printed as `warning:`: the build fails only
/// at `--fail-on`.
package enum XcodeReporter: Reporter {
    /// One line per finding, in deterministic order; a lone newline when there are no findings.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        let lines = result.findings.sorted().map { line($0, failOn: context.failOn) }
        return lines.isEmpty ? "\n" : lines.joined(separator: "\n") + "\n"
    }

    /// The Xcode line for `finding`, without a newline. An error is printed as a warning when
    /// `failOn` does not fail on errors.
    static func line(_ finding: Finding, failOn: FailureThreshold = .error) -> String {
        var location = ""
        if let file = finding.file {
            location = file
            if let line = finding.line {
                location += ":\(line)"
                if let column = finding.column { location += ":\(column)" }
            }
            location += ": "
        }
        let message = finding.message
            .split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
            .joined(separator: " ")
        let severity: Severity = finding.severity == .error && failOn == .never ? .warning : finding.severity
        return "\(location)\(severity.rawValue): \(message) [\(finding.rule)\(finding.scope.map { ", \($0)" } ?? "")]"
    }
}
