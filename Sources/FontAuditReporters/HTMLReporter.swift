import FontAuditModel
import FontInspector
import FontInspectorReading
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
/// ``ReportContext/fileRoot``; without them the page has the findings alone. What the page shows
/// is gathered first, with every file it reads and every glyph it draws (``HTMLReportModel``);
/// the page is then only formatted from it.
package enum HTMLReporter: Reporter {
    /// The whole page for `result`.
    package static func report(_ result: AuditResult, context: ReportContext) -> String {
        var out = ""
        write(result, context: context) { out += $0 }
        return out
    }

    /// Writes the page for `result` to `write` a part at a time (a face or a file's findings), so
    /// that a large app's page is never held whole as text.
    package static func write(_ result: AuditResult, context: ReportContext, to write: (String) -> Void) {
        Self.write(HTMLReportModel(result: result, context: context), result: result, context: context, to: write)
    }

    /// Formats `model`, the page of `result`, to `write`: no file is read and nothing is drawn here.
    package static func write(
        _ model: HTMLReportModel, result: AuditResult, context: ReportContext, to write: (String) -> Void
    ) {
        let page = Page(result: result, context: context, model: model)
        write(
            HTMLPage.head(
                title: "FontAudit report", subtitle: "fontaudit \(context.toolVersion) check \(context.auditedPath)"))
        write(page.summary())
        if model.showsFonts { write(page.fallbacks()) }
        page.findings(write)
        if context.listsOpenNames, !result.openNames.isEmpty { write(page.openNames()) }
        if model.showsFonts { page.catalog(write) }
        write(page.rules())
        write(HTMLPage.tail)
    }
}

/// One page being formatted from its model.
struct Page {
    let result: AuditResult
    let context: ReportContext
    let model: HTMLReportModel

    var findings: [Finding] { model.findings }

    static func anchor(_ index: Int) -> String { "f\(index + 1)" }

    // MARK: - Summary

    func summary() -> String {
        let s = result.summary
        let notes = findings.filter { $0.severity == .note }.count
        var items = [
            ("errors", "\(s.errors)", s.errors == 1 ? "error" : "errors"),
            ("warnings", "\(s.warnings)", s.warnings == 1 ? "warning" : "warnings"),
        ]
        if notes > 0 { items.append(("notes", "\(notes)", notes == 1 ? "note" : "notes")) }
        let causes = FindingCause.count(findings)
        if causes < findings.count { items.append(("causes", "\(causes)", causes == 1 ? "cause" : "causes")) }
        items += [
            ("files", "\(s.files)", s.files == 1 ? "font file" : "font files"),
            ("faces", "\(s.faces)", s.faces == 1 ? "face" : "faces"),
        ]
        if s.namesFound > s.namesDynamic {
            items.append(("names", "\(s.namesResolved) of \(s.namesFound - s.namesDynamic)", "font names resolved"))
        }
        if s.namesFound > 0 {
            if s.namesFollowed > 0 { items.append(("followed", "\(s.namesFollowed)", "followed through code")) }
            if s.namesDynamic > 0 {
                items.append(("dynamic", "\(s.namesDynamic)", "open: known only at run time (not checked)"))
            }
        }
        if s.registrationsOpen > 0 {
            items.append(("open-registrations", "\(s.registrationsOpen)", "registrations not known (not checked)"))
        }
        if s.sourcesMissing > 0 { items.append(("missing", "\(s.sourcesMissing)", "sources not in the checkout")) }
        var out =
            "<section id=\"summary\" data-findings=\"\(findings.count)\" data-errors=\"\(s.errors)\" data-warnings=\"\(s.warnings)\">"
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
        let folded = Set(model.otherPlaces.values.joined())
        if findings.isEmpty { write("<p>No problems found.</p>\n") }
        var index = 0
        while index < findings.count {
            let file = findings[index].file
            var end = index
            while end < findings.count, findings[end].file == file { end += 1 }
            // A file whose findings are all other places of causes said elsewhere has no section.
            let shown = (index..<end).filter { !folded.contains($0) }
            index = end
            guard !shown.isEmpty else { continue }
            var out = "<section class=\"file\"><h3>\(HTMLText.escape(file ?? "The app as a whole"))</h3>\n"
            for position in shown { out += article(findings[position], index: position) }
            write(out + "</section>\n")
        }
        write("</section>\n")
    }

    private func article(_ finding: Finding, index: Int) -> String {
        let severity = finding.severity.rawValue
        var out =
            "<article class=\"finding \(severity)\" id=\"\(Self.anchor(index))\" data-rule=\"\(HTMLText.escape(finding.rule))\" data-severity=\"\(severity)\">"
        out += "<p class=\"head\"><span class=\"sev\">\(severity)</span>"
        if let line = finding.line {
            out += "<span class=\"where\">line \(line)\(finding.column.map { ", column \($0)" } ?? "")</span>"
        }
        out += "<a class=\"rule\" href=\"#rule-\(HTMLText.escape(finding.rule))\">\(HTMLText.escape(finding.rule))</a>"
        if let target = finding.target { out += "<span class=\"where\">target \(HTMLText.escape(target))</span>" }
        if let configuration = finding.configuration {
            out += "<span class=\"where\">configuration \(HTMLText.escape(configuration))</span>"
        }
        out += "</p><p class=\"message\">\(HTMLPage.inline(finding.message))</p>"
        let others = (model.otherPlaces[index] ?? []).map { findings[$0] }
        if let fix = finding.fix {
            let fixable = ([finding] + others).filter(\.fixable).count
            let reach =
                fixable == 0
                ? ""
                : others.isEmpty
                    ? " (applied by <code>fontaudit check --fix</code>)"
                    : " (<code>fontaudit check --fix</code> changes \(fixable == others.count + 1 ? "all \(fixable)" : "\(fixable) of them"))"
            out += "<p class=\"fix\">Fix: <code>\(HTMLText.escape(fix))</code>\(reach)</p>"
        }
        if !finding.notes.isEmpty {
            out += "<ul class=\"notes\">" + finding.notes.map { "<li>\(HTMLPage.inline($0))</li>" }.joined() + "</ul>"
        }
        // The other places of one cause, folded: one name can be written wrong on hundreds of lines.
        if !others.isEmpty {
            let places = others.map { "<li><code>\(HTMLText.escape(FindingCause.place($0)))</code></li>" }
            let files = Set(([finding] + others).map(\.file)).count
            out +=
                "<details class=\"related places\"><summary>The same at \(others.count + 1) places in \(files) \(files == 1 ? "file" : "files"): \(others.count) more</summary>"
                + "<ul class=\"notes\">" + places.joined() + "</ul></details>"
        }
        // The other places of the same cause, folded: one language's strings can be hundreds.
        if !finding.related.isEmpty {
            let places = finding.related.map { place in
                "<li><code>\(HTMLText.escape(place.file))\(place.line.map { ":\($0)" } ?? "")</code></li>"
            }
            out +=
                "<details class=\"related\"><summary>\(finding.related.count) more \(finding.related.count == 1 ? "place" : "places")</summary>"
                + "<ul class=\"notes\">" + places.joined() + "</ul></details>"
        }
        if let excerpt = model.excerpts[index] {
            out += "<pre class=\"context\">"
            for (number, text) in excerpt.lines {
                out +=
                    "<span\(number == excerpt.hit ? " class=\"hit\"" : "")><i>\(number)</i>\(HTMLText.escape(text))</span>"
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
            out +=
                " \(HTMLText.escape(rule.name)) (\(rule.severity.rawValue))</dt><dd>\(HTMLPage.inline(rule.summary)) \(HTMLPage.inline(rule.rationale))"
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
