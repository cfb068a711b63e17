import FontAuditModel

/// Renders JUnit XML for CI systems that show test results, with one test case per rule:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="fontaudit" tests="3" failures="1">
///   <testsuite name="fontaudit" tests="3" failures="1" errors="0" skipped="0">
///     <testcase classname="fontaudit" name="manifest-file-missing">
///       <failure message="UIAppFonts lists …" type="error">App/Info.plist:12: UIAppFonts lists …</failure>
///     </testcase>
///     <testcase classname="fontaudit" name="font-name-unknown"/>
///   </testsuite>
/// </testsuites>
/// ```
///
/// Every rule of ``ReportContext/rules`` is a test case, in that order, followed by the rules of
/// findings that list does not hold (sorted). A rule's errors and warnings are its `<failure>`
/// elements (`type` is the severity, the body `file:line: message` plus notes and fix); its notes,
/// which never fail a run, go in `<system-out>`. `failures` counts the failed test cases.
package enum JUnitReporter: Reporter {
    /// The JUnit XML document for `result`, ending with a newline.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        let findings = result.findings.sorted()
        var ruleIDs: [String] = []
        for id in context.rules.map(\.identifier) where !ruleIDs.contains(id) { ruleIDs.append(id) }
        ruleIDs += Set(findings.map(\.rule)).subtracting(ruleIDs).sorted()

        var cases = ""
        var failed = 0
        for id in ruleIDs {
            let own = findings.filter { $0.rule == id }
            let failures = own.filter { $0.severity != .note }
            let notes = own.filter { $0.severity == .note }
            if !failures.isEmpty { failed += 1 }
            let open = "    <testcase classname=\"fontaudit\" name=\"\(escape(id, attribute: true))\""
            if own.isEmpty {
                cases += open + "/>\n"
                continue
            }
            cases += open + ">\n"
            for finding in failures {
                cases +=
                    "      <failure message=\"\(escape(finding.message, attribute: true))\" type=\"\(finding.severity.rawValue)\">"
                cases += escape(body(finding)) + "</failure>\n"
            }
            if !notes.isEmpty {
                let text = notes.map { body($0) }.joined(separator: "\n")
                cases += "      <system-out>\(escape(text))</system-out>\n"
            }
            cases += "    </testcase>\n"
        }

        let counts = "tests=\"\(ruleIDs.count)\" failures=\"\(failed)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"fontaudit\" \(counts)>\n"
        out += "  <testsuite name=\"fontaudit\" \(counts) errors=\"0\" skipped=\"0\">\n"
        out += cases
        out += "  </testsuite>\n"
        out += "</testsuites>\n"
        return out
    }

    /// `file:line: message`, then the notes and `fix: …` on their own lines. Unknown parts of the
    /// location are left out.
    static func body(_ finding: Finding) -> String {
        var location = ""
        if let file = finding.file {
            location = file + (finding.line.map { ":\($0)" } ?? "") + ": "
        }
        var lines = [location + finding.message] + finding.notes.map { "note: " + $0 }
        if let fix = finding.fix { lines.append("fix: " + fix) }
        if let target = finding.target { lines.append("target: " + target) }
        if let configuration = finding.configuration { lines.append("configuration: " + configuration) }
        return lines.joined(separator: "\n")
    }

    /// Escapes text for XML: the five predefined entities, carriage returns as character references,
    /// and characters XML 1.0 cannot hold at all replaced by U+FFFD. In an attribute, line feeds and
    /// tabs become character references too, so that parsers keep them instead of reading spaces.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\n" where attribute: "&#10;"
            case "\t" where attribute: "&#9;"
            case "\n", "\t": nil
            case "\r": "&#13;"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": "\u{FFFD}"
            default: nil
            }
        }
    }
}
