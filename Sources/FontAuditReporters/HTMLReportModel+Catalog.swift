import FontAuditInventory
import FontAuditModel
import FontInspectorModel

// The catalog: every registered face, where it comes from, what uses it, its specimen.
extension HTMLReportModel {
    /// One registered face as the catalog shows it.
    package struct CatalogFace {
        package var font: FontFile
        package var face: FontFace
        /// Where the app registers its file, as the page says it.
        package var registeredFrom: [String] = []
        /// The requests that resolve to it.
        package var uses: [FontRequest] = []
        /// The texts the app shows in it: as written, then their translations.
        package var texts: [String] = []
        /// Its file's size in bytes, when the file is on disk.
        package var fileSize: Int?
        /// Its name (when it draws it: an icon font draws icons), up to three of its texts or a
        /// sample, drawn from the file.
        package var specimens: Drawing = nil

        /// What reaches it (``Inventory/faceUsage()``), over the audited targets: used in one
        /// of them wins, then reachable; nil for a face the usage leaves out (a web page's font).
        package var state: FaceUsage.State?

        /// Whether nothing reaches it: no request, text, accessor or weight, and no name built at
        /// run time, string or listing that could.
        package var isUnused: Bool { state.map { $0 == .unused } ?? (uses.isEmpty && texts.isEmpty) }

        /// Kept by what could reach it at run time, with no request naming it.
        package var reach: (place: FileLocation, reach: FaceUsage.Reach)? {
            if case .reachable(let place, let reach) = state { return (place, reach) }
            return nil
        }

        /// Merges `other` in: used beats reachable beats unused; the first place wins.
        mutating func merge(_ other: FaceUsage.State) {
            func rank(_ state: FaceUsage.State?) -> Int {
                switch state {
                case .used?: return 2
                case .reachable?: return 1
                case .unused?: return 0
                case nil: return -1
                }
            }
            if rank(other) > rank(state) { state = other }
        }
    }

    static func catalog(_ inventories: [Inventory], drawings: inout Drawings) -> [CatalogFace] {
        var byKey: [FaceKey: CatalogFace] = [:]
        for inventory in inventories {
            for font in inventory.registeredFonts where font.report.error == nil {
                let from = registrationPlaces(of: font, in: inventory)
                for face in font.report.faces {
                    var entry = byKey[FaceKey(font, face)] ?? CatalogFace(font: font, face: face)
                    for place in from where !entry.registeredFrom.contains(place) { entry.registeredFrom.append(place) }
                    byKey[FaceKey(font, face)] = entry
                }
            }
            for usage in inventory.faceUsage() {
                byKey[FaceKey(usage.font, usage.face)]?.merge(usage.state)
            }
            for request in inventory.requests {
                guard case .registered(let font, let face) = inventory.resolution(of: request),
                    var entry = byKey[FaceKey(font, face)], !entry.uses.contains(request)
                else { continue }
                entry.uses.append(request)
                byKey[FaceKey(font, face)] = entry
            }
            for use in inventory.textUses {
                guard let (font, face) = inventory.textFont(of: use), var entry = byKey[FaceKey(font, face)]
                else { continue }
                // What the app shows: the written text, then its translations.
                var shown = use.written.isEmpty ? [] : [use.written]
                if case .localized(let table, let key, let folder, _) = use.content {
                    shown += inventory.localizations.entries(table: table, key: key, folder: folder)
                        .sorted { ($0.language, $0.file) < ($1.language, $1.file) }.flatMap(\.values)
                }
                for text in shown where !text.isEmpty && !entry.texts.contains(text) { entry.texts.append(text) }
                byKey[FaceKey(font, face)] = entry
            }
        }
        return byKey.values.sorted {
            $0.font.path != $1.font.path
                ? ByteOrder.precedes($0.font.path, $1.font.path) : $0.face.index < $1.face.index
        }.map { entry in
            var entry = entry
            entry.fileSize = drawings.size(of: entry.font.path)
            guard let renderer = drawings.renderer(entry.font, entry.face) else { return entry }
            let face = entry.face
            let title = face.fullName ?? face.postscriptName ?? "Face \(face.index)"
            var texts: [String] = []
            // An icon font draws its icons, not its name.
            if renderer.missingCount(in: title) * 2 <= title.unicodeScalars.count { texts.append(title) }
            texts += entry.texts.prefix(3)
            if entry.texts.isEmpty { texts.append(renderer.sampleText()) }
            entry.specimens = texts.map { renderer.render($0) }
            return entry
        }
    }

    /// Where the app registers `font`, as the page says it.
    static func registrationPlaces(of font: FontFile, in inventory: Inventory) -> [String] {
        if inventory.layout == .fontsFolder { return ["a fonts folder (every file counts as registered)"] }
        return (inventory.registration.places[font.path] ?? []).map { place in
            switch place {
            case .appFonts(let manifest, let line): "`UIAppFonts` in `\(location(manifest, line))`"
            case .atsFolder(let manifest, let line): "`ATSApplicationFontsPath` in `\(location(manifest, line))`"
            case .customFonts(let file): "`<customFonts>` in `\(file)`"
            case .code(let registration):
                "`\(registration.call)` in `\(location(registration.file, registration.line))`"
            }
        }
    }

    /// `file:line`, or `file` for no line.
    package static func location(_ file: String, _ line: Int?) -> String {
        line.map { "\(file):\($0)" } ?? file
    }
}
