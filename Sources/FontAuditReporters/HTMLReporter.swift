import FontInspectorModel
import FontInspectorReading
import FontAuditInventory
import FontAuditModel
import FontAuditRules
import FontInspector
import Foundation

/// Renders an audit as one self-contained HTML page (``HTMLPage``) for people who would rather
/// look than read: designers, and whoever reviews the pull request.
///
/// - **Summary**: errors, warnings, fonts, faces, names resolved and dynamic.
/// - **What was asked for, and what users see**: for every request that falls back (a name that
///   matches nothing, a face that is bundled but not registered, a named instance the app cannot
///   reach), the face it means drawn from the font itself, beside the same text in the system
///   font (`system-ui`, San Francisco when the page is opened on a Mac), or in the default instance
///   the app really gets.
/// - **Findings** grouped by file: rule (linked to its description at the end of the page),
///   message, fix, notes, and the lines of the source or plist around the finding.
/// - **Font catalog**: every registered face with its names, weight, width and style, where it is
///   registered from, the requests that use it, its file's size and a specimen; then the faces
///   nothing uses, with what they cost in app size.
/// - **Rules** in the report, with their rationale.
///
/// Specimens are drawn through FreeType (``SpecimenRenderer``), never by embedding a font file.
/// The catalog and the fallbacks need ``ReportContext/inventories`` and
/// ``ReportContext/fileRoot``; without them the page has the findings alone.
package enum HTMLReporter: Reporter {
    /// The whole page for `result`.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        var out = ""
        write(result, context: context) { out += $0 }
        return out
    }

    /// Writes the page for `result` to `write` a part at a time (a face or a file's findings), so
    /// that a large app's page is never held whole.
    package static func write(_ result: AuditResult, context: ReportContext, to write: (String) -> Void) {
        var page = Page(result: result, context: context)
        write(HTMLPage.head(title: "FontAudit report", subtitle: "fontaudit \(context.toolVersion) check \(context.auditedPath)"))
        write(page.summary())
        if !context.inventories.isEmpty { write(page.fallbacks()) }
        page.findings(write)
        if !context.inventories.isEmpty { page.catalog(write) }
        write(page.rules())
        write(HTMLPage.tail)
    }
}

extension ReportContext {
    /// The absolute path of the file at `path` as findings give it (relative to the audited
    /// folder), or nil when it is not on disk (a font inside an `.ipa`).
    func diskPath(of path: String) -> String? {
        if path.hasPrefix("/") { return path }
        guard let fileRoot else { return nil }
        return fileRoot.hasSuffix("/") ? fileRoot + path : fileRoot + "/" + path
    }
}

/// The state of one page being written: sorted findings with their anchors, and the specimen
/// renderers opened so far (each face once).
struct Page {
    let result: AuditResult
    let context: ReportContext
    let findings: [Finding]
    /// Finding anchors by "file\0line\0name": where a request's finding is.
    let anchorsByRequest: [String: Int]
    /// Specimen renderers by font path and face index, each file opened once.
    var renderers: [String: [Int: SpecimenRenderer]] = [:]

    init(result: AuditResult, context: ReportContext) {
        self.result = result
        self.context = context
        findings = result.findings.sorted()
        var anchors: [String: Int] = [:]
        for (index, finding) in findings.enumerated() {
            guard let file = finding.file, let line = finding.line, let name = finding.name else { continue }
            let key = file + "\u{0}\(line)\u{0}" + name
            if anchors[key] == nil { anchors[key] = index }
        }
        anchorsByRequest = anchors
    }

    static func anchor(_ index: Int) -> String { "f\(index + 1)" }

    static func location(_ file: String, _ line: Int?) -> String {
        line.map { "\(file):\($0)" } ?? file
    }

    // MARK: - Summary

    func summary() -> String {
        let s = result.summary
        let notes = findings.filter { $0.severity == .note }.count
        var items = [("errors", "\(s.errors)", s.errors == 1 ? "error" : "errors"),
                     ("warnings", "\(s.warnings)", s.warnings == 1 ? "warning" : "warnings")]
        if notes > 0 { items.append(("notes", "\(notes)", notes == 1 ? "note" : "notes")) }
        items += [("files", "\(s.files)", s.files == 1 ? "font file" : "font files"),
                  ("faces", "\(s.faces)", s.faces == 1 ? "face" : "faces")]
        if s.namesFound > s.namesDynamic {
            items.append(("names", "\(s.namesResolved) of \(s.namesFound - s.namesDynamic)", "font names resolved"))
        }
        if s.namesFound > 0 {
            if s.namesDynamic > 0 { items.append(("dynamic", "\(s.namesDynamic)", "built at run time (not checked)")) }
        }
        if s.sourcesMissing > 0 { items.append(("missing", "\(s.sourcesMissing)", "sources not in the checkout")) }
        var out = "<section id=\"summary\" data-findings=\"\(findings.count)\" data-errors=\"\(s.errors)\" data-warnings=\"\(s.warnings)\">"
            + "<h2>Summary</h2><ul class=\"counts\">"
        for (key, value, label) in items {
            out += "<li class=\"\(key)\"><b>\(value)</b>\(label)</li>"
        }
        out += "</ul>"
        if findings.isEmpty { out += "<p>No problems found.</p>" }
        return out + "</section>\n"
    }

    // MARK: - Findings

    func findings(_ write: (String) -> Void) {
        write("<section id=\"findings\"><h2>Findings</h2>\n")
        if findings.isEmpty { write("<p>No problems found.</p>\n") }
        var index = 0
        while index < findings.count {
            let file = findings[index].file
            var end = index
            while end < findings.count, findings[end].file == file { end += 1 }
            var out = "<section class=\"file\"><h3>\(HTMLText.escape(file ?? "The app as a whole"))</h3>\n"
            let lines = file.flatMap { context.sourceText?($0) }.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            for position in index..<end {
                out += article(findings[position], index: position, lines: lines)
            }
            write(out + "</section>\n")
            index = end
        }
        write("</section>\n")
    }

    private func article(_ finding: Finding, index: Int, lines: [Substring]?) -> String {
        let severity = finding.severity.rawValue
        var out = "<article class=\"finding \(severity)\" id=\"\(Self.anchor(index))\" data-rule=\"\(HTMLText.escape(finding.rule))\" data-severity=\"\(severity)\">"
        out += "<p class=\"head\"><span class=\"sev\">\(severity)</span>"
        if let line = finding.line { out += "<span class=\"where\">line \(line)\(finding.column.map { ", column \($0)" } ?? "")</span>" }
        out += "<a class=\"rule\" href=\"#rule-\(HTMLText.escape(finding.rule))\">\(HTMLText.escape(finding.rule))</a>"
        if let target = finding.target { out += "<span class=\"where\">target \(HTMLText.escape(target))</span>" }
        if let configuration = finding.configuration { out += "<span class=\"where\">configuration \(HTMLText.escape(configuration))</span>" }
        out += "</p><p class=\"message\">\(HTMLPage.inline(finding.message))</p>"
        if let fix = finding.fix {
            out += "<p class=\"fix\">Fix: <code>\(HTMLText.escape(fix))</code>\(finding.fixable ? " (applied by <code>fontaudit check --fix</code>)" : "")</p>"
        }
        if !finding.notes.isEmpty {
            out += "<ul class=\"notes\">" + finding.notes.map { "<li>\(HTMLPage.inline($0))</li>" }.joined() + "</ul>"
        }
        if let lines, let line = finding.line, line >= 1, line <= lines.count {
            out += "<pre class=\"context\">"
            for number in max(1, line - 2)...min(lines.count, line + 2) {
                var text = String(lines[number - 1])
                if text.hasSuffix("\r") { text.removeLast() }
                if text.count > 240 { text = String(text.prefix(240)) + "…" }
                out += "<span\(number == line ? " class=\"hit\"" : "")><i>\(number)</i>\(HTMLText.escape(text))</span>"
            }
            out += "</pre>"
        }
        return out + "</article>\n"
    }

    // MARK: - Rules

    func rules() -> String {
        let used = Set(findings.map(\.rule)).sorted()
        var out = "<section id=\"rules\"><h2>Rules in this report</h2>"
        if used.isEmpty { return out + "<p class=\"muted\">No rule reported anything.</p></section>\n" }
        out += "<dl class=\"rules\">"
        for identifier in used {
            out += "<dt id=\"rule-\(HTMLText.escape(identifier))\"><code>\(HTMLText.escape(identifier))</code>"
            guard let rule = context.rules.first(where: { $0.identifier == identifier }) else {
                out += "</dt><dd class=\"muted\">A problem the audit reports about its input.</dd>"
                continue
            }
            out += " \(HTMLText.escape(rule.name)) (\(rule.severity.rawValue))</dt><dd>\(HTMLPage.inline(rule.summary)) \(HTMLPage.inline(rule.rationale))"
            if let base = context.documentationURL {
                let url = (base.hasSuffix("/") ? base : base + "/") + "rules/\(identifier).md"
                out += " <a href=\"\(HTMLText.escape(url))\">Documentation</a>"
            } else {
                out += " See <code>docs/rules/\(HTMLText.escape(identifier)).md</code>."
            }
            out += "</dd>"
        }
        return out + "</dl></section>\n"
    }
}
