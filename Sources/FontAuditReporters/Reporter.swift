import FontAuditModel

/// Turns an audit result into text in one output format. A reporter is a pure function.
package protocol Reporter {
    /// The whole output for `result`, ending with a newline.
    static func report(_ result: AuditResult, context: ReportContext) -> String
}
