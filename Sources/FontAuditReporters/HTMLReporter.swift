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
private struct Page {
    let result: AuditResult
    let context: ReportContext
    let findings: [Finding]
    /// Finding anchors by "file\0line\0name": where a request's finding is.
    let anchorsByRequest: [String: Int]
    /// Specimen renderers by font path and face index, each file opened once.
    private var renderers: [String: [Int: SpecimenRenderer]] = [:]

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

    // MARK: - Fallbacks

    /// A request that does not render in the face it means.
    private struct Fallback {
        var request: FontRequest
        var finding: Int
        var intended: (font: FontFile, face: FontFace, instance: Int?)?
        /// What users get instead when it is not the system font: the default instance.
        var seen: (font: FontFile, face: FontFace)?
        var why: String
        var text: String?
        /// The Xcode target whose bundle this is, in project mode.
        var target: String?
    }

    private func fallbackList() -> [Fallback] {
        // One entry per request; where targets differ, the one whose intended face is known.
        var byRequest: [String: Fallback] = [:]
        for inventory in context.inventories {
            let registered = inventory.faces(of: inventory.registeredFonts)
            for request in inventory.requests {
                let key = "\(request.file):\(request.line):\(request.column)"
                guard byRequest[key]?.intended == nil,
                      let finding = anchorsByRequest[request.file + "\u{0}\(request.line)\u{0}" + request.name] else { continue }
                var entry = Fallback(request: request, finding: finding, why: "", target: inventory.target?.target.name)
                switch inventory.resolution(of: request) {
                case .unknown(let suggestion):
                    if let suggestion, let hit = registered.first(where: { $0.face.registeredNames.contains(suggestion) }) {
                        entry.intended = (hit.font, hit.face, hit.face.postscriptName == suggestion ? nil
                                          : hit.face.instances.firstIndex { $0.coreTextPostScriptName == suggestion })
                        entry.why = "`\(request.name)` matches no registered face; the fix names `\(suggestion)`."
                    } else {
                        entry.why = "`\(request.name)` matches no registered face, and none is close: what it means is not known."
                    }
                case .unregistered(let font, let face):
                    entry.intended = (font, face, face.postscriptName == request.name ? nil : face.instances.firstIndex { $0.coreTextPostScriptName == request.name })
                    entry.why = "`\(font.path)` is bundled but never registered."
                case .defaultInstanceOnly(let font, let face):
                    entry.intended = (font, face, face.instances.firstIndex { $0.coreTextPostScriptName == request.name })
                    entry.seen = (font, face)
                    entry.why = "`\(font.path)` is registered as a `CGFont`, which exposes its default instance alone."
                case .registered, .system, .notPostScript, .systemName:
                    continue
                }
                entry.text = inventory.textUses
                    .filter { $0.file == request.file && $0.fontName == request.name && !$0.written.isEmpty }
                    .min { (abs($0.line - request.line), $0.line) < (abs($1.line - request.line), $1.line) }?.written
                if byRequest[key] == nil || entry.intended != nil { byRequest[key] = entry }
            }
        }
        return byRequest.values.sorted { ($0.finding, $0.request.column) < ($1.finding, $1.request.column) }
    }

    mutating func fallbacks() -> String {
        let list = fallbackList()
        var out = "<section id=\"fallbacks\"><h2>What was asked for, and what users see</h2>\n"
        guard !list.isEmpty else {
            let none = result.summary.namesFound == 0 ? "No source asks for a font by name."
                : "Every font name the sources ask for reaches the face it names (or a system font)."
            return out + "<p class=\"muted\">\(none)</p></section>\n"
        }
        out += "<p class=\"muted\">Each request below falls back silently. On the left, the face it means, drawn from the font file "
            + "through FreeType; on the right, what the app shows instead.</p>\n"
        for entry in list {
            let request = entry.request
            let text = entry.text ?? SpecimenRenderer.samples[0]
            out += "<article class=\"fallback\"><p class=\"head\"><code>\(HTMLText.escape(request.name))</code> "
                + "<span class=\"where\">\(HTMLText.escape(request.api)) at "
                + "<a href=\"#\(Self.anchor(entry.finding))\">\(HTMLText.escape(Self.location(request.file, request.line)))</a>"
                + (entry.target.map { ", target \(HTMLText.escape($0))" } ?? "") + "</span></p>"
                + "<p>\(HTMLPage.inline(entry.why))</p><div class=\"pair\">"
            out += "<figure class=\"asked\"><figcaption>"
            if let intended = entry.intended {
                let name = intended.instance.flatMap { intended.face.instances[$0].coreTextPostScriptName } ?? intended.face.postscriptName ?? "face \(intended.face.index)"
                out += "Asked for: <code>\(HTMLText.escape(name))</code> from <code>\(HTMLText.escape(intended.font.path))</code></figcaption>"
                out += specimenBlock(intended.font, intended.face, texts: [text], instance: intended.instance, className: "sample")
            } else {
                out += "Asked for: <code>\(HTMLText.escape(request.name))</code>, which no font of the app has</figcaption>"
                    + "<div class=\"sample muted\">(nothing to draw)</div>"
            }
            out += "</figure><figure class=\"seen\"><figcaption>"
            if let seen = entry.seen {
                out += "What users see: the default instance, <code>\(HTMLText.escape(seen.face.postscriptName ?? ""))</code></figcaption>"
                out += specimenBlock(seen.font, seen.face, texts: [text], instance: nil, className: "sample")
            } else {
                out += "What users see: the system font (drawn here in this browser's <code>system-ui</code>; "
                    + "San Francisco on iOS and macOS)</figcaption><div class=\"sample system\">\(HTMLText.escape(text))</div>"
            }
            out += "</figure></div></article>\n"
        }
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

    // MARK: - Catalog

    private struct CatalogFace {
        var font: FontFile
        var face: FontFace
        var registeredFrom: [String] = []
        var uses: [FontRequest] = []
        var texts: [String] = []
    }

    private func catalogFaces() -> [CatalogFace] {
        var byKey: [String: CatalogFace] = [:]
        func key(_ path: String, _ index: Int) -> String { path + "\u{0}\(index)" }
        for inventory in context.inventories {
            let fromStoryboards = inventory.interfaceBuilderRegisteredPaths
            for font in inventory.registeredFonts where font.report.error == nil {
                let from = Self.registrationPlaces(of: font, in: inventory, fromStoryboards: fromStoryboards)
                for face in font.report.faces {
                    var entry = byKey[key(font.path, face.index)] ?? CatalogFace(font: font, face: face)
                    for place in from where !entry.registeredFrom.contains(place) { entry.registeredFrom.append(place) }
                    byKey[key(font.path, face.index)] = entry
                }
            }
            for request in inventory.requests {
                guard case .registered(let font, let face) = inventory.resolution(of: request),
                      var entry = byKey[key(font.path, face.index)], !entry.uses.contains(request) else { continue }
                entry.uses.append(request)
                byKey[key(font.path, face.index)] = entry
            }
            for use in inventory.textUses {
                guard let (font, face) = inventory.textFont(of: use), var entry = byKey[key(font.path, face.index)] else { continue }
                // What the app shows: the written text, then its translations.
                var shown = use.written.isEmpty ? [] : [use.written]
                if case .localized(let table, let key, let folder, _) = use.content {
                    shown += inventory.localizations.entries(table: table, key: key, folder: folder)
                        .sorted { ($0.language, $0.file) < ($1.language, $1.file) }.flatMap(\.values)
                }
                for text in shown where !text.isEmpty && !entry.texts.contains(text) { entry.texts.append(text) }
                byKey[key(font.path, face.index)] = entry
            }
        }
        return byKey.values.sorted {
            $0.font.path != $1.font.path ? $0.font.path.utf8.lexicographicallyPrecedes($1.font.path.utf8) : $0.face.index < $1.face.index
        }
    }

    /// Where the app registers `font`, as the page says it.
    /// - Parameter fromStoryboards: The inventory's ``Inventory/interfaceBuilderRegisteredPaths``.
    private static func registrationPlaces(of font: FontFile, in inventory: Inventory, fromStoryboards: Set<String>) -> [String] {
        if inventory.layout == .fontsFolder { return ["a fonts folder (every file counts as registered)"] }
        var places: [String] = []
        for manifest in inventory.manifests {
            for entry in manifest.appFonts {
                if case .file(let path) = entry.resolution, path == font.path {
                    places.append("`UIAppFonts` in `\(location(manifest.path, entry.line))`")
                }
            }
            if let folder = manifest.atsFontsPath, folder.fonts.contains(font.path) {
                places.append("`ATSApplicationFontsPath` in `\(location(manifest.path, folder.line))`")
            }
        }
        let fileName = FileName.lastComponent(of: font.path)
        for map in inventory.interfaceBuilderFontMaps where fromStoryboards.contains(font.path)
            && (map.files[font.bundlePath] != nil || map.files[fileName] != nil) {
            places.append("`<customFonts>` in `\(map.path)`")
        }
        for registration in inventory.registrations(of: font.path) {
            places.append("`\(registration.call)` in `\(location(registration.file, registration.line))`")
        }
        return places
    }

    private func fileSize(_ path: String) -> Int? {
        guard let disk = context.diskPath(of: path) else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: disk))?[.size] as? Int
    }

    static func size(_ bytes: Int?) -> String {
        guard let bytes else { return "–" }
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return "\((bytes + 512) / 1024) KB" }
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    mutating func catalog(_ write: (String) -> Void) {
        let faces = catalogFaces()
        write("<section id=\"catalog\"><h2>Font catalog</h2>\n<p class=\"muted\">Every face the app registers, "
              + "\(faces.count == 1 ? "1 face" : "\(faces.count) faces"), with a specimen drawn from the font file through FreeType.</p>\n")
        for (index, entry) in faces.enumerated() {
            write(face(entry, index: index))
        }
        let unused = faces.filter { $0.uses.isEmpty && $0.texts.isEmpty }
        var out = "<section id=\"unused\"><h3>Faces nothing uses</h3>\n"
        if faces.isEmpty {
            out += "<p class=\"muted\">No font file the app registers is in what was audited.</p>\n"
        } else if unused.isEmpty {
            out += "<p class=\"muted\">Every registered face is asked for by name somewhere in the sources.</p>\n"
        } else {
            let unusedPaths = Set(unused.map(\.font.path))
            let wholeFiles = unusedPaths.filter { path in !faces.contains { $0.font.path == path && !($0.uses.isEmpty && $0.texts.isEmpty) } }.sorted()
            let bytes = wholeFiles.compactMap { fileSize($0) }.reduce(0, +)
            out += "<p>No source asks for \(unused.count == 1 ? "this face" : "these \(unused.count) faces") by its PostScript name."
            if !wholeFiles.isEmpty {
                out += " \(wholeFiles.count == 1 ? "1 file holds" : "\(wholeFiles.count) files hold") only unused faces: \(Self.size(bytes)) of app size."
            }
            out += "</p>\n"
            if result.summary.namesDynamic > 0 {
                out += "<p class=\"muted\">\(result.summary.namesDynamic) font name\(result.summary.namesDynamic == 1 ? " is" : "s are") built at run time and not read: "
                    + "some of these faces may be used through \(result.summary.namesDynamic == 1 ? "it" : "them").</p>\n"
            }
            out += "<table><tr><th>Face</th><th>File</th><th class=\"num\">File size</th></tr>"
            for entry in unused {
                let position = faces.firstIndex { $0.font.path == entry.font.path && $0.face.index == entry.face.index } ?? 0
                out += "<tr><td><a href=\"#face-\(position + 1)\">\(HTMLText.escape(entry.face.postscriptName ?? "face \(entry.face.index)"))</a></td>"
                    + "<td><code>\(HTMLText.escape(entry.font.path))</code></td><td class=\"num\">\(Self.size(fileSize(entry.font.path)))</td></tr>"
            }
            out += "</table>\n"
        }
        write(out + "</section></section>\n")
    }

    private mutating func face(_ entry: CatalogFace, index: Int) -> String {
        let face = entry.face
        var out = "<article class=\"face\" id=\"face-\(index + 1)\"><h3>\(HTMLText.escape(face.postscriptName ?? "Face \(face.index)"))</h3>\n"
        let title = face.fullName ?? face.postscriptName ?? "Face \(face.index)"
        var texts: [String] = []
        if let renderer = renderer(entry.font, entry.face) {
            // An icon font draws its icons, not its name.
            if renderer.missingCount(in: title) * 2 <= title.unicodeScalars.count { texts.append(title) }
            texts += entry.texts.prefix(3)
            if entry.texts.isEmpty { texts.append(renderer.sampleText()) }
        }
        out += specimenBlock(entry.font, face, texts: texts, instance: nil, className: "specimens")
        out += "<dl>"
        let rows: [(String, String?)] = [
            ("PostScript name", face.postscriptName.map { "`\($0)`" }), ("Family", face.typographicFamily ?? face.family),
            ("Style", face.typographicSubfamily ?? face.subfamily),
            ("Weight", face.weightClass.map { "\($0) (\(InspectTextReporter.weightName($0)))" }),
            ("Width", face.widthClass.map { "\($0)" + ($0 == 5 ? " (normal)" : "") }),
            ("Traits", InspectTextReporter.traits(of: face)),
            ("Named instances", face.instances.isEmpty ? nil : face.instances.compactMap { $0.postscriptName.map { "`\($0)`" } }.joined(separator: ", ")),
            ("File", "`\(entry.font.path)`, \(Self.size(fileSize(entry.font.path)))"),
            ("Registered by", entry.registeredFrom.isEmpty ? "–" : entry.registeredFrom.joined(separator: "; ")),
        ]
        for (label, value) in rows {
            guard let value else { continue }
            out += "<dt>\(label)</dt><dd>\(HTMLPage.inline(value))</dd>"
        }
        let uses = entry.uses.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        out += "<dt>Used by</dt><dd>"
        if uses.isEmpty && entry.texts.isEmpty {
            out += "nothing asks for it by name"
        } else {
            out += uses.isEmpty ? "" : "\(uses.count) request\(uses.count == 1 ? "" : "s")<ul>"
            for request in uses.prefix(20) {
                let location = HTMLText.escape(Self.location(request.file, request.line))
                let link = anchorsByRequest[request.file + "\u{0}\(request.line)\u{0}" + request.name].map { "<a href=\"#\(Self.anchor($0))\">\(location)</a>" } ?? location
                out += "<li><code>\(link)</code> \(HTMLText.escape(request.api))</li>"
            }
            if uses.count > 20 { out += "<li>and \(uses.count - 20) more</li>" }
            out += uses.isEmpty ? "text in storyboards or code" : "</ul>"
        }
        out += "</dd></dl>\n"
        return out + "</article>\n"
    }

    // MARK: - Specimens

    /// The renderer of `face`; the first time a file is needed, every face of it is opened from
    /// one read.
    private mutating func renderer(_ font: FontFile, _ face: FontFace) -> SpecimenRenderer? {
        if renderers[font.path] == nil {
            renderers[font.path] = context.diskPath(of: font.path).map {
                SpecimenRenderer.renderers(ofFileAt: URL(fileURLWithPath: $0), faces: font.report.faces.map(\.index))
            } ?? [:]
        }
        return renderers[font.path]?[face.index]
    }

    /// One line per text, drawn in `face`, with notes on what the drawing leaves out.
    private mutating func specimenBlock(_ font: FontFile, _ face: FontFace, texts: [String], instance: Int?, className: String) -> String {
        guard let renderer = renderer(font, face) else {
            return "<div class=\"\(className) muted\">(no specimen: <code>\(HTMLText.escape(font.path))</code> is not on disk)</div>"
        }
        let specimens = texts.map { renderer.render($0, instance: instance) }
        var out = "<div class=\"\(className)\">" + specimens.map { "<div>\($0.html())</div>" }.joined() + "</div>"
        out += InspectHTMLReporter.notes(specimens)
        return out
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
