import FontAuditModel
import Foundation

/// Renders findings as one JSON document for scripts:
///
/// ```json
/// {
///   "findings" : [ { "column" : 9, "file" : "App/Info.plist", "fix" : null, "line" : 12,
///                    "message" : "…", "name" : "…", "notes" : [ ], "rule" : "…", "severity" : "error" } ],
///   "summary" : { "errors" : 1, "faces" : 7, "files" : 5, "warnings" : 0 }
/// }
/// ```
///
/// Every finding has every key, with `null` for what does not apply, so the shape never changes.
/// With `check --open-names`, `openNames` lists each font name left open (``OpenName``: `file`,
/// `line`, `api`, `written`, `prefix`, `suffix`, `reason`, `subject`, `explanation`). `plan` is the
/// app plan `fontaudit targets` prints (``PlanReport``): each app's sources and inputs, with what
/// the audit knows of each (`fact`) and why not (`reasons`).
/// Keys are sorted and slashes are not escaped.
package enum JSONReporter: Reporter {
    /// The document: `findings` in deterministic order, then the `summary` counts.
    struct Document: Encodable {
        let findings: [Finding]
        let summary: AuditResult.Summary
        /// With ``ReportContext/listsOpenNames`` only (left out otherwise).
        let openNames: [OpenName]?
        /// The app plan, when the audit made one (``AuditResult/plan``).
        let plan: PlanReport?
    }

    /// The JSON document for `result`, ending with a newline.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        document(result, context: context).written()
    }

    /// What the report holds, in the order it is written.
    static func document(_ result: AuditResult, context: ReportContext) -> Document {
        Document(
            findings: result.findings.sorted(), summary: result.summary,
            openNames: context.listsOpenNames ? result.openNames.sorted() : nil, plan: result.plan)
    }

    /// Encodes `value` with sorted keys, pretty printing and unescaped slashes, plus a final newline.
    /// Shared by the JSON-based formats so that they print alike.
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // Only non-finite floating-point numbers fail to encode; the report types hold none.
            return "{\"error\":\"cannot encode the report: \(error)\"}\n"
        }
    }
}
