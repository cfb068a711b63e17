import FontAuditInventory
import FontAuditModel
import FontInspector
import FontInspectorReading

// The page's font catalog, formatted from the model: every registered face, where it comes from,
// what uses it, its specimen; then the faces nothing uses, with what they cost.
extension Page {
    /// A file's size as the findings and the summary say it (``ByteCount``: decimal units, as
    /// Finder and the App Store), or a dash.
    static func size(_ bytes: Int?) -> String {
        bytes.map(ByteCount.text) ?? "–"
    }

    func catalog(_ write: (String) -> Void) {
        let faces = model.catalog
        write(
            "<section id=\"catalog\"><h2>Font catalog</h2>\n<p class=\"muted\">Every face the app registers, "
                + "\(faces.count == 1 ? "1 face" : "\(faces.count) faces"), with a specimen drawn from the font file through FreeType.</p>\n"
        )
        for (index, entry) in faces.enumerated() {
            write(face(entry, index: index))
        }
        let unused = faces.filter(\.isUnused)
        let kept = faces.filter { $0.reach != nil }
        var out = "<section id=\"unused\"><h3>Faces nothing uses</h3>\n"
        if faces.isEmpty {
            out += "<p class=\"muted\">No font file the app registers is in what was audited.</p>\n"
        } else if unused.isEmpty {
            out +=
                kept.isEmpty
                ? "<p class=\"muted\">Every registered face is asked for somewhere in the sources.</p>\n"
                : "<p class=\"muted\">Every registered face is asked for, or could be by a name the sources do not spell out (below).</p>\n"
        } else {
            let unusedPaths = Set(unused.map(\.font.path))
            let wholeFiles = unusedPaths.filter { path in !faces.contains { $0.font.path == path && !$0.isUnused } }
                .sorted()
            let bytes = wholeFiles.compactMap { path in faces.first { $0.font.path == path }?.fileSize }.reduce(0, +)
            out +=
                "<p>Nothing the audit can see asks for \(unused.count == 1 ? "this face" : "these \(unused.count) faces"): no request names it, "
                + "no text is shown in it, and no name built at run time fits it."
            if !wholeFiles.isEmpty {
                out +=
                    " \(wholeFiles.count == 1 ? "1 file holds" : "\(wholeFiles.count) files hold") only unused faces: \(Self.size(bytes)) of app size."
            }
            out +=
                " The opt-in rule <code>font-unused</code> also searches every string of the checkout's sources before it reports one.</p>\n"
            if result.summary.namesDynamic > 0 {
                out +=
                    "<p class=\"muted\">\(result.summary.namesDynamic) font name\(result.summary.namesDynamic == 1 ? " is" : "s are") built at run time from values the audit does not follow: "
                    + "some of these faces may be used through \(result.summary.namesDynamic == 1 ? "it" : "them").</p>\n"
            }
            out += "<table><tr><th>Face</th><th>File</th><th class=\"num\">File size</th></tr>"
            for entry in unused {
                let position =
                    faces.firstIndex { $0.font.path == entry.font.path && $0.face.index == entry.face.index } ?? 0
                out +=
                    "<tr><td><a href=\"#face-\(position + 1)\">\(HTMLText.escape(entry.face.postscriptName ?? "face \(entry.face.index)"))</a></td>"
                    + "<td><code>\(HTMLText.escape(entry.font.path))</code></td><td class=\"num\">\(Self.size(entry.fileSize))</td></tr>"
            }
            out += "</table>\n"
        }
        if !kept.isEmpty {
            out +=
                "<p>\(kept.count == 1 ? "1 face no request names is" : "\(kept.count) faces no request names are") kept: something could reach "
                + "\(kept.count == 1 ? "it" : "them") at run time.</p>\n<table><tr><th>Face</th><th>File</th><th class=\"num\">File size</th><th>Reached by</th></tr>"
            for entry in kept {
                guard let (place, reach) = entry.reach else { continue }
                let position =
                    faces.firstIndex { $0.font.path == entry.font.path && $0.face.index == entry.face.index } ?? 0
                out +=
                    "<tr><td><a href=\"#face-\(position + 1)\">\(HTMLText.escape(entry.face.postscriptName ?? "face \(entry.face.index)"))</a></td>"
                    + "<td><code>\(HTMLText.escape(entry.font.path))</code></td><td class=\"num\">\(Self.size(entry.fileSize))</td>"
                    + "<td>\(HTMLPage.inline(Self.reachText(reach, at: place)))</td></tr>"
            }
            out += "</table>\n"
        }
        write(out + "</section></section>\n")
    }

    /// How a face no request names may still be asked for, as the page says it (inline Markdown).
    static func reachText(_ reach: FaceUsage.Reach, at place: FileLocation) -> String {
        switch reach {
        case .dynamicName(let prefix, let suffix):
            return "a name built at run time, `\(prefix)…\(suffix)`, at `\(place)`"
        case .mention(let name):
            return "the string `\(name)` at `\(place)`"
        case .listedAtRunTime(let request):
            return "the fonts listed at `\(place)`, for the name asked for at `\(request)`"
        }
    }

    func face(_ entry: HTMLReportModel.CatalogFace, index: Int) -> String {
        let face = entry.face
        var out =
            "<article class=\"face\" id=\"face-\(index + 1)\"><h3>\(HTMLText.escape(face.postscriptName ?? "Face \(face.index)"))</h3>\n"
        out += specimenBlock(entry.specimens, of: entry.font, className: "specimens")
        out += "<dl>"
        let rows: [(String, String?)] = [
            ("PostScript name", face.postscriptName.map { "`\($0)`" }),
            ("Family", face.typographicFamily ?? face.family),
            ("Style", face.typographicSubfamily ?? face.subfamily),
            ("Weight", face.weightClass.map { "\($0) (\(InspectTextReporter.weightName($0)))" }),
            ("Width", face.widthClass.map { "\($0)" + ($0 == 5 ? " (normal)" : "") }),
            ("Traits", InspectTextReporter.traits(of: face)),
            (
                "Named instances",
                face.instances.isEmpty
                    ? nil : quotedList(face.instances.compactMap(\.postscriptName))
            ),
            ("File", "`\(entry.font.path)`, \(Self.size(entry.fileSize))"),
            ("Registered by", entry.registeredFrom.isEmpty ? "–" : entry.registeredFrom.joined(separator: "; ")),
        ]
        for (label, value) in rows {
            guard let value else { continue }
            out += "<dt>\(label)</dt><dd>\(HTMLPage.inline(value))</dd>"
        }
        let uses = entry.uses.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        out += "<dt>Used by</dt><dd>"
        if entry.isUnused {
            out += "nothing asks for it"
        } else if uses.isEmpty, entry.texts.isEmpty, let (place, reach) = entry.reach {
            out += "no request names it; kept for " + HTMLPage.inline(Self.reachText(reach, at: place))
        } else if uses.isEmpty, entry.texts.isEmpty, case .used(let place)? = entry.state {
            out +=
                "asked for at <code>\(HTMLText.escape(place.description))</code> (by another name, an accessor or a weight)"
        } else {
            out += uses.isEmpty ? "" : "\(uses.count) request\(uses.count == 1 ? "" : "s")<ul>"
            for request in uses.prefix(20) {
                let location = HTMLText.escape(HTMLReportModel.location(request.file, request.line))
                let anchor = model.anchorsByRequest[
                    HTMLReportModel.RequestKey(file: request.file, line: request.line, name: request.name)]
                let link = anchor.map { "<a href=\"#\(Self.anchor($0))\">\(location)</a>" } ?? location
                out += "<li><code>\(link)</code> \(HTMLText.escape(request.api))</li>"
            }
            if uses.count > 20 { out += "<li>and \(uses.count - 20) more</li>" }
            out += uses.isEmpty ? "text in storyboards or code" : "</ul>"
        }
        out += "</dd></dl>\n"
        return out + "</article>\n"
    }

    /// The drawn lines, with notes on what the drawing leaves out; or why there is none.
    func specimenBlock(_ drawing: HTMLReportModel.Drawing, of font: FontFile, className: String) -> String {
        guard let specimens = drawing else {
            return
                "<div class=\"\(className) muted\">(no specimen: <code>\(HTMLText.escape(font.path))</code> is not on disk)</div>"
        }
        return "<div class=\"\(className)\">" + specimens.map { "<div>\($0.html())</div>" }.joined() + "</div>"
            + InspectHTMLReporter.notes(specimens)
    }
}
