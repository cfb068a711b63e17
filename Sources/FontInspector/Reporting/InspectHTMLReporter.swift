import FontInspectorModel
import FontInspectorReading
import Foundation

/// Renders inspection reports as one self-contained HTML page (``HTMLPage``): Font Book's "Font
/// Info" for a folder. Every face has its fields, a specimen of its own name and of a sample line
/// (``SpecimenRenderer/sampleText()``), drawn through FreeType; a variable font also has its axes
/// and a specimen of every named instance.
///
/// ``block(_:)`` is pure given the file on disk, so ``InspectRun`` renders files on every core and
/// writes them in order, a batch at a time: the page is streamed, never held whole.
package struct InspectHTMLReporter: Sendable {
    /// Creates a reporter.
    package init() {}

    /// The page's beginning, up to the first file.
    package func head(title: String = "Font Info") -> String {
        HTMLPage.head(
            title: title, subtitle: "fontaudit inspect: every face of every font file, drawn through FreeType")
            + "<section id=\"faces\">\n"
    }

    /// The page's end: the totals, then the closing tags.
    package func tail(_ counts: InspectTextReporter.Counts) -> String {
        var summary =
            InspectTextReporter.count(counts.files, "file") + ", " + InspectTextReporter.count(counts.faces, "face")
        if counts.instances > 0 { summary += ", " + InspectTextReporter.count(counts.instances, "named instance") }
        if counts.failed > 0 { summary += ", \(counts.failed) with errors" }
        return
            "</section>\n<section id=\"summary\"><h2>Summary</h2><p data-files=\"\(counts.files)\" data-faces=\"\(counts.faces)\" data-failed=\"\(counts.failed)\">\(summary)</p>"
            + "<p class=\"muted\">Specimens are drawn from each face's outlines through FreeType and placed by advance width: "
            + "no kerning and no shaping, so scripts that need shaping are marked where they appear.</p></section>\n"
            + HTMLPage.tail
    }

    /// One file: its format, its error if any, and every face. The file is read again, from
    /// `report.path` (relative to the current folder or absolute), to draw the specimens.
    package func block(_ report: FontFileReport) -> String {
        var out = "<section class=\"file\"><h2>\(HTMLText.escape(report.path))</h2>\n"
        if let format = report.format {
            var line = format.displayName
            if let ft = report.freetypeFormat { line += " (FreeType: \(ft))" }
            line += report.loadableOnIOS ? ", loads on iOS" : ", does not load on iOS"
            if let reason = report.notLoadableReason, report.error == nil { line += ": " + reason }
            out += "<p class=\"where\">\(HTMLText.escape(line))</p>\n"
        }
        if let error = report.error {
            out += "<p class=\"error\"><span class=\"sev\">error</span> \(HTMLText.escape(error))</p>\n"
        }
        let renderers = SpecimenRenderer.renderers(
            ofFileAt: URL(fileURLWithPath: report.path), faces: report.faces.map(\.index))
        for face in report.faces {
            out += Self.article(face, renderer: renderers[face.index])
        }
        return out + "</section>\n"
    }

    private static func article(_ face: FontFace, renderer: SpecimenRenderer?) -> String {
        let title = face.postscriptName ?? "Face \(face.index)"
        var out = "<article class=\"face\"><h3>\(HTMLText.escape(title))</h3>\n"
        if let renderer {
            out += "<div class=\"specimens\">"
            let name = face.fullName ?? face.postscriptName ?? "Face \(face.index)"
            // An icon font draws its icons, not its name.
            var specimens =
                renderer.missingCount(in: name) * 2 <= name.unicodeScalars.count ? [renderer.render(name)] : []
            specimens.append(renderer.render(renderer.sampleText()))
            for (index, instance) in face.instances.enumerated() {
                specimens.append(
                    renderer.render(
                        instance.name ?? instance.postscriptName ?? "Instance \(index + 1)", instance: index))
            }
            for specimen in specimens { out += "<div>\(specimen.html())</div>" }
            out += "</div>\n" + notes(specimens)
        } else {
            out += "<p class=\"muted\">No specimen: FreeType cannot open this face.</p>\n"
        }
        out += "<dl>"
        var psName = face.postscriptName ?? "none: the face has no nameID 6 and FreeType derives none"
        if face.postscriptNameDerived { psName += " (derived: the font has no nameID 6)" }
        var rows: [(String, String?)] = [
            ("PostScript name", psName), ("Family", face.family), ("Style", face.subfamily),
            ("Full name", face.fullName),
        ]
        if face.typographicFamily != nil || face.typographicSubfamily != nil {
            rows.append(("Typographic", "\(face.typographicFamily ?? "–") / \(face.typographicSubfamily ?? "–")"))
        }
        rows += [
            ("Version", face.version),
            ("Weight", face.weightClass.map { "\($0) (\(InspectTextReporter.weightName($0)))" }),
            ("Width", face.widthClass.map { "\($0) (\(InspectTextReporter.widthName($0)))" }),
        ]
        rows += [
            ("Traits", InspectTextReporter.traits(of: face)),
            ("Italic angle", NumberText.sixDigits(face.italicAngle) + "°"),
            ("Units per em", String(face.unitsPerEm)),
            (
                "Ascender / descender",
                "\(face.ascender.map(String.init) ?? "–") / \(face.descender.map(String.init) ?? "–")"
            ),
            ("Cap / x height", "\(face.capHeight.map(String.init) ?? "–") / \(face.xHeight.map(String.init) ?? "–")"),
            ("Glyphs", "\(face.glyphCount) (\(face.outlines)\(face.bitmapOnly ? ", bitmap only" : ""))"),
        ]
        for (label, value) in rows {
            guard let value else { continue }
            out += "<dt>\(label)</dt><dd>\(HTMLText.escape(value))</dd>"
        }
        out += "</dl>\n"
        if !face.axes.isEmpty {
            out +=
                "<table class=\"axes\"><tr><th>Axis</th><th>Name</th><th class=\"num\">Min</th><th class=\"num\">Default</th><th class=\"num\">Max</th></tr>"
            for axis in face.axes {
                out +=
                    "<tr><td><code>\(HTMLText.escape(axis.tag))</code></td><td>\(HTMLText.escape(axis.name ?? "–"))</td>"
                    + "<td class=\"num\">\(NumberText.sixDigits(axis.min))</td><td class=\"num\">\(NumberText.sixDigits(axis.default))</td>"
                    + "<td class=\"num\">\(NumberText.sixDigits(axis.max))</td></tr>"
            }
            out += "</table>\n"
        }
        if !face.instances.isEmpty {
            out +=
                "<table class=\"instances\"><tr><th>Named instance</th><th>PostScript name</th><th>Coordinates</th></tr>"
            for instance in face.instances {
                let coordinates = face.axes.map {
                    "\($0.tag)=\(NumberText.sixDigits(instance.coordinates[$0.tag] ?? 0))"
                }.joined(separator: " ")
                out +=
                    "<tr><td>\(HTMLText.escape(instance.name ?? "–"))</td><td><code>\(HTMLText.escape(instance.postscriptName ?? "–"))</code>"
                    + (instance.postscriptNameDerived ? " (derived)" : "")
                    + "</td><td><code>\(HTMLText.escape(coordinates))</code></td></tr>"
            }
            out += "</table>\n"
        }
        return out + "</article>\n"
    }

    /// What the drawings leave out, as HTML paragraphs: the characters the face lacks, and the
    /// shaping the drawings do not do; empty when they leave out nothing.
    package static func notes(_ specimens: [Specimen]) -> String {
        var out = ""
        let scripts = specimens.flatMap(\.scriptsNeedingShaping).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        if !scripts.isEmpty {
            out +=
                "<p class=\"muted shaping\">Drawn glyph by glyph without shaping: \(HTMLText.escape(scripts.joined(separator: ", "))) "
                + "\(scripts.count == 1 ? "needs" : "need") it, so joined forms, reordering and mark positions differ from what an app shows.</p>\n"
        }
        let missing = specimens.flatMap(\.missing).reduce(into: [Unicode.Scalar]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        if !missing.isEmpty {
            let shown = missing.prefix(24).map { ScalarText.shown($0) }.joined(separator: " ")
            out +=
                "<p class=\"muted missing\">No glyph for \(HTMLText.escape(shown))\(missing.count > 24 ? " and \(missing.count - 24) more" : ""): left out of the drawing.</p>\n"
        }
        return out
    }
}
