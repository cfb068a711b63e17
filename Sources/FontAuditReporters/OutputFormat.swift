import FontAuditModel

/// The output formats of `fontaudit check`. A new case does not compile until it has a reporter.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Grouped by file, for people; colored only on a terminal.
    case text
    /// `{"findings":[…],"summary":{…}}` with sorted keys.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// `path:line:col: error: message [rule-id]`, for an Xcode Run Script phase.
    case xcode
    /// GitHub Actions workflow commands (`::error file=…`).
    case github
    /// JUnit XML, one test case per rule.
    case junit
    /// One self-contained HTML page with specimens of the app's fonts (``HTMLReporter``).
    case html

    /// The reporter for this format.
    package var reporter: any Reporter.Type {
        switch self {
        case .text: TextReporter.self
        case .json: JSONReporter.self
        case .sarif: SARIFReporter.self
        case .xcode: XcodeReporter.self
        case .github: GitHubReporter.self
        case .junit: JUnitReporter.self
        case .html: HTMLReporter.self
        }
    }

    /// Renders `result` in this format.
    public func render(_ result: AuditResult, context: ReportContext) -> String {
        reporter.report(result, context: context)
    }

    /// Writes `result` in this format through `write`: the HTML page a section or a face at a time
    /// (formatted from its ``HTMLReportModel``, gathered first), so that its text is never held
    /// whole; the other formats come whole.
    public func write(_ result: AuditResult, context: ReportContext, to write: (String) -> Void) {
        switch self {
        case .html: HTMLReporter.write(result, context: context, to: write)
        default: write(render(result, context: context))
        }
    }
}
