import FontInspectorModel
import FontInspectorReading
import FontAuditInventory
import FontAuditModel
import FontAuditRules
import FontInspector
import Foundation

// The page's font catalog: every registered face, where it comes from, what uses it, a specimen.
extension Page {
    // MARK: - Catalog

    struct CatalogFace {
        var font: FontFile
        var face: FontFace
        var registeredFrom: [String] = []
        var uses: [FontRequest] = []
        var texts: [String] = []
    }

    func catalogFaces() -> [CatalogFace] {
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
    static func registrationPlaces(of font: FontFile, in inventory: Inventory, fromStoryboards: Set<String>) -> [String] {
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

    func fileSize(_ path: String) -> Int? {
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

    mutating func face(_ entry: CatalogFace, index: Int) -> String {
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
    mutating func renderer(_ font: FontFile, _ face: FontFace) -> SpecimenRenderer? {
        if renderers[font.path] == nil {
            renderers[font.path] = context.diskPath(of: font.path).map {
                SpecimenRenderer.renderers(ofFileAt: URL(fileURLWithPath: $0), faces: font.report.faces.map(\.index))
            } ?? [:]
        }
        return renderers[font.path]?[face.index]
    }

    /// One line per text, drawn in `face`, with notes on what the drawing leaves out.
    mutating func specimenBlock(_ font: FontFile, _ face: FontFace, texts: [String], instance: Int?, className: String) -> String {
        guard let renderer = renderer(font, face) else {
            return "<div class=\"\(className) muted\">(no specimen: <code>\(HTMLText.escape(font.path))</code> is not on disk)</div>"
        }
        let specimens = texts.map { renderer.render($0, instance: instance) }
        var out = "<div class=\"\(className)\">" + specimens.map { "<div>\($0.html())</div>" }.joined() + "</div>"
        out += InspectHTMLReporter.notes(specimens)
        return out
    }
}
