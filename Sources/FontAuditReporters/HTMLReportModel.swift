import FontAuditModel
import FontInspectorModel
import FontInspectorReading
import Foundation

/// Everything the HTML page shows, gathered once before a line of it is written: the findings with
/// the source lines around each, the requests that fall back with the faces they mean drawn, and
/// the catalog of registered faces with their file sizes and specimens. Building it is the only
/// step of the report that reads files (sources through ``ReportContext/sourceText``, fonts and
/// their sizes under ``ReportContext/fileRoot``) and draws through FreeType; ``HTMLReporter`` only
/// formats it.
package struct HTMLReportModel {
    /// Some lines of a file, around the line a finding points at.
    package struct Excerpt {
        /// Each line's 1-based number and text (cut at 240 characters).
        package var lines: [(number: Int, text: String)]
        /// The line the finding points at.
        package var hit: Int
    }

    /// Glyphs drawn from a font file, or nil when the file is not on disk (a font inside an `.ipa`).
    package typealias Drawing = [Specimen]?

    /// The findings in the page's order; a finding's anchor is its index.
    package let findings: [Finding]
    /// The first finding about each request, by ``RequestKey``.
    package let anchorsByRequest: [RequestKey: Int]
    /// The other places of a cause found at several places (``FindingCause``), by the index of its
    /// first finding, whose article stands for them all; those findings have no article of their own.
    package let otherPlaces: [Int: [Int]]
    /// The lines around each finding that points at a line of a readable file, by finding index.
    package let excerpts: [Int: Excerpt]
    /// Whether the audit's inventories were given: without them the page shows the findings alone.
    package let showsFonts: Bool
    /// The requests that do not render in the face they mean.
    package let fallbacks: [Fallback]
    /// Every registered face, in path and face order.
    package let catalog: [CatalogFace]

    /// Gathers the page's model for `result`.
    package init(result: AuditResult, context: ReportContext) {
        findings = result.findings.sorted()
        // A cause found at several places is one article, at its first place, listing the others.
        var position: [Finding: Int] = [:]
        for (index, finding) in findings.enumerated() where position[finding] == nil { position[finding] = index }
        var others: [Int: [Int]] = [:]
        var article: [Int] = Array(findings.indices)
        for cause in FindingCause.fold(findings) where cause.findings.count > 1 {
            let indices = cause.findings.compactMap { position[$0] }
            others[indices[0]] = Array(indices.dropFirst())
            for index in indices.dropFirst() { article[index] = indices[0] }
        }
        otherPlaces = others
        var anchors: [RequestKey: Int] = [:]
        for (index, finding) in findings.enumerated() {
            guard let file = finding.file, let line = finding.line, let name = finding.name else { continue }
            let key = RequestKey(file: file, line: line, name: name)
            if anchors[key] == nil { anchors[key] = article[index] }
        }
        anchorsByRequest = anchors
        excerpts = Self.excerpts(of: findings, sourceText: context.sourceText)
        showsFonts = !context.inventories.isEmpty
        var drawings = Drawings(fileRoot: context.fileRoot)
        fallbacks = showsFonts ? Self.fallbacks(context.inventories, anchors: anchors, drawings: &drawings) : []
        catalog = showsFonts ? Self.catalog(context.inventories, drawings: &drawings) : []
    }

    /// The key of a request in ``anchorsByRequest``: its name at its file and line (a finding
    /// may point at the line without the column).
    package struct RequestKey: Hashable {
        var file: String
        var line: Int
        var name: String
    }

    /// Two lines either side of each finding's line, each file read once.
    static func excerpts(of findings: [Finding], sourceText: (@Sendable (String) -> String?)?) -> [Int: Excerpt] {
        guard let sourceText else { return [:] }
        var files: [String: [Substring]?] = [:]
        var excerpts: [Int: Excerpt] = [:]
        for (index, finding) in findings.enumerated() {
            guard let file = finding.file, let line = finding.line, line >= 1 else { continue }
            if files[file] == nil { files[file] = .some(sourceText(file).map { $0.lineSlices() }) }
            guard let lines = files[file] ?? nil, line <= lines.count else { continue }
            let shown = (max(1, line - 2)...min(lines.count, line + 2)).map { number -> (number: Int, text: String) in
                var text = String(lines[number - 1])
                if text.hasSuffix("\r") { text.removeLast() }
                if text.count > 240 { text = String(text.prefix(240)) + "…" }
                return (number, text)
            }
            excerpts[index] = Excerpt(lines: shown, hit: line)
        }
        return excerpts
    }

    /// Draws faces from the font files, each file opened once (every face of it from one read).
    struct Drawings {
        let fileRoot: String?
        var renderers: [String: [Int: SpecimenRenderer]] = [:]
        var sizes: [String: Int?] = [:]

        /// The absolute path of `path` as findings give it, or nil when it is not on disk.
        func diskPath(of path: String) -> String? {
            if path.hasPrefix("/") { return path }
            guard let fileRoot else { return nil }
            return fileRoot.hasSuffix("/") ? fileRoot + path : fileRoot + "/" + path
        }

        mutating func renderer(_ font: FontFile, _ face: FontFace) -> SpecimenRenderer? {
            if renderers[font.path] == nil {
                renderers[font.path] =
                    diskPath(of: font.path).map {
                        SpecimenRenderer.renderers(
                            ofFileAt: URL(fileURLWithPath: $0), faces: font.report.faces.map(\.index))
                    } ?? [:]
            }
            return renderers[font.path]?[face.index]
        }

        /// `texts` drawn in `face` (of its named instance `instance`).
        mutating func draw(_ texts: [String], _ font: FontFile, _ face: FontFace, instance: Int? = nil) -> Drawing {
            renderer(font, face).map { renderer in texts.map { renderer.render($0, instance: instance) } }
        }

        /// The size of the file at `path` in bytes, when it is on disk.
        mutating func size(of path: String) -> Int? {
            if let known = sizes[path] { return known }
            let size = diskPath(of: path).flatMap {
                (try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? Int
            }
            sizes[path] = size
            return size
        }
    }
}
