import FontAuditModel
import FontInspectorModel
import FontInspectorReading

/// A family the app sets its text in: the faces of it the requests reach, how often and where.
package struct AppTextFamily: Sendable {
    /// The family name (typographic family first).
    package var family: String
    /// The faces of the family the requests reach, in path and index order.
    package var faces: [(font: FontFile, face: FontFace)]
    /// How many requests reach the family.
    package var requests: Int
    /// The lines of each file where a React Native style sets the family as its `fontFamily`
    /// (one per line, however many values a line's choice gives).
    package var styleLines: [String: Set<Int>] = [:]
    /// The names those requests ask for: a variable font's named instances are one face, and
    /// asked for by several names they are a type system as several faces are.
    package var names: Set<String> = []

    /// How many faces or named instances of the family the requests reach.
    var reach: Int { max(faces.count, names.count) }
    /// The files those requests are in, sorted.
    package var files: [String]
}

extension Inventory {
    /// How many files a family's requests must span to be a text font beside other families.
    static let textFamilyFiles = 3
    /// On how many lines of one file React Native styles must set a family as their `fontFamily`,
    /// beside another family set as often in the same file, for both to be text fonts: a style's
    /// `fontFamily` styles nothing but text, and a theme's type scale names its families in one
    /// file (`h1`…`h6` in the heading family, `body1`…`caption` in the body one), each once per
    /// style. One family alone that often is a specimen, or prices in a monospaced face.
    static let textFamilyStyles = 4

    /// Whether a face is a text face by its character map alone, a test no icon font passes: it
    /// maps the 52 letters of the Latin alphabet, and what it maps in the Private Use Area, where
    /// icon fonts put their icons (Font Awesome maps 10 characters outside it and 694 in it), is
    /// none, or a small share of a face that maps all of printable ASCII (DejaVu Sans: 96 of
    /// 5,918). Material Icons, whose ligatures spell icon names in `a`–`z`, maps no `A`–`Z`
    /// and 2,148 characters in the area. How often a family is asked for says nothing of this.
    package static func isTextFace(_ map: CharacterMap) -> Bool {
        let letters = Array(UInt32(0x41)...0x5A) + Array(UInt32(0x61)...0x7A)
        guard letters.allSatisfy({ map.contains(Unicode.Scalar($0)!) }) else { return false }
        let privateUse = map.count(in: 0xE000...0xF8FF) + map.count(in: 0xF0000...0x10FFFF)
        guard privateUse > 0 else { return true }
        let printable = (UInt32(0x21)...0x7E).allSatisfy { map.contains(Unicode.Scalar($0)!) }
        return printable && privateUse * 4 < map.count - privateUse
    }

    /// The families this inventory's app sets its text in, where nothing ties a string to its
    /// font (an appearance proxy, a label subclass, a style system): a family of registered faces
    /// the requests reach in at least two faces that is the only text family they reach, or in
    /// at least three faces, more than any other (canvas's one helper builds `Lato-…` in seven
    /// faces and `BalsamiqSans-…` in two, for a mode one app turns on; brave's reader-mode screen
    /// asks for two faces of Fira Sans beside New York: no type system), or that they ask for in
    /// at least three files, or that a type scale names (React Native styles of one file that set
    /// it as their `fontFamily` on four lines or more, and another family as often: integreat-app's
    /// headings in Raleway, its body in Inter, per brand). Sorted by family name. The faces'
    /// character maps decide later which of them are text fonts at all (an icon font maps no
    /// letters).
    package func appTextFamilies() -> [AppTextFamily] {
        var byFamily: [String: AppTextFamily] = [:]
        var seen = Set<FaceKey>()
        for request in requests {
            let reached: [(font: FontFile, face: FontFace)]
            switch resolution(of: request) {
            case .registered(let font, let face): reached = [(font, face)]
            case .notPostScript(let faces, _): reached = faces
            default: continue
            }
            var counted = Set<String>()
            for (font, face) in reached {
                let family = face.typographicFamily ?? face.family ?? face.label
                var entry = byFamily[family] ?? AppTextFamily(family: family, faces: [], requests: 0, files: [])
                if seen.insert(FaceKey(font, face)).inserted { entry.faces.append((font, face)) }
                if counted.insert(family).inserted { entry.requests += 1 }
                if request.source == .javaScript { entry.styleLines[request.file, default: []].insert(request.line) }
                entry.names.insert(request.name)
                if !entry.files.contains(request.file) { entry.files.append(request.file) }
                byFamily[family] = entry
            }
        }
        // An icon font is never a text font, however often it is asked for (``isTextFace(_:)``).
        let text = byFamily.values.filter { family in
            family.faces.contains { characterMap(of: $0.font, face: $0.face).map(Self.isTextFace) ?? false }
        }
        // One face asked for once is a showcase or a logo, not a type system.
        // A type scale: a file whose styles set two text families or more, each on four lines or more.
        func inTypeScale(_ family: AppTextFamily) -> Bool {
            family.styleLines.contains { file, lines in
                lines.count >= Self.textFamilyStyles
                    && text.contains {
                        $0.family != family.family && ($0.styleLines[file]?.count ?? 0) >= Self.textFamilyStyles
                    }
            }
        }
        let families = text.filter { family in
            family.files.count >= Self.textFamilyFiles || inTypeScale(family)
                || (text.count == 1 && family.reach >= 2)
                || (family.reach >= 3 && text.allSatisfy { $0.family == family.family || $0.reach < family.reach })
        }
        return families.map { family in
            var family = family
            family.files.sort()
            family.faces.sort { ($0.font.path, $0.face.index) < ($1.font.path, $1.face.index) }
            return family
        }.sorted { $0.family < $1.family }
    }
}

extension Inventory {
    /// The character maps of the text faces (``isTextFace(_:)``) of `families`, each distinct map
    /// once (a family per weight shares its map with its siblings), and each family's faces with
    /// the index of their map.
    package func distinctTextMaps(of families: [AppTextFamily]) -> (
        maps: [CharacterMap], faces: [[(face: FontFace, map: Int)]]
    ) {
        var maps: [CharacterMap] = []
        let faces = families.map { family in
            family.faces.compactMap { pair -> (face: FontFace, map: Int)? in
                guard let map = characterMap(of: pair.font, face: pair.face), Self.isTextFace(map) else { return nil }
                if let known = maps.firstIndex(of: map) { return (pair.face, known) }
                maps.append(map)
                return (pair.face, maps.count - 1)
            }
        }
        return (maps, faces)
    }

    /// The characters each of `maps` lacks of what `values` draw, each once in order of first use
    /// (``CharacterMap/missing(in:filter:)``). A value each of whose scalars a map has is covered
    /// as written; the drawn characters of any other are found once, for every map.
    /// - Parameter ascii: Whether every map has printable ASCII (``coverPrintableASCII(_:)``):
    ///   its scalars are then not looked up.
    package static func missing(in values: [String], of maps: [CharacterMap], ascii: Bool = false)
        -> [[Unicode.Scalar]]
    {
        var missing = Array(repeating: [Unicode.Scalar](), count: maps.count)
        let filter = CharacterFilter()
        for value in values {
            let lacking = maps.indices.filter { index in
                !value.unicodeScalars.allSatisfy {
                    $0.value <= 0x20 || (ascii && $0.value < 0x7F) || maps[index].contains($0)
                }
            }
            guard !lacking.isEmpty else { continue }
            let drawn = filter.drawnScalars(in: value)
            for index in lacking {
                for scalar in drawn where !maps[index].contains(scalar) && !missing[index].contains(scalar) {
                    missing[index].append(scalar)
                }
            }
        }
        return missing
    }

    /// Whether every one of `maps` has every printable ASCII character (`!` to `~`): then a
    /// string's ASCII needs no lookup (most of a Latin-script translation).
    package static func coverPrintableASCII(_ maps: [CharacterMap]) -> Bool {
        maps.allSatisfy { map in (0x21...0x7E).allSatisfy { map.contains(Unicode.Scalar(UInt8($0))) } }
    }

    /// Whether the strings of a table the app bundles are the app's own text, which its text font
    /// shows wherever no view ties a string to its font: the default table, `Localizable` (what
    /// `NSLocalizedString(_:comment:)` and `String(localized:)` read), outside a `.bundle` folder.
    /// Not another table: `InfoPlist` (the app's name and permission prompts, drawn by iOS),
    /// `AppShortcuts` and `Intents` (Siri and Spotlight), nor a table a library ships for its own
    /// views (`DateTools.strings` beside its sources, or in its `NSDateTimeAgo.bundle`, shown in
    /// the library's fonts); a `Settings.bundle` is the Settings app's. A view that shows such a
    /// table's string in a known font still says what that font lacks.
    /// A React Native app's translation tables (`locales/fr.json`, the only JSON a catalog holds:
    /// ``ReactNativeApp/translations(survey:)``) are its text too.
    package static func isAppTextTable(_ path: String) -> Bool {
        let inBundle = path.split(separator: "/").dropLast().contains { $0.hasSuffix(".bundle") }
        if path.hasSuffix(".json") { return !inBundle }
        let name = FileName.lastComponent(of: path)
        let table = name.split(separator: ".").first.map(String.init) ?? name
        return table == "Localizable" && !inBundle
    }

    /// ``isAppTextTable(_:)`` asked of each string's file in turn: a catalog's strings are in file
    /// order, so each file is judged once, not once per string (hundreds of thousands in a React
    /// Native app's translations).
    package final class AppTextTables {
        private var file = ""
        private var answer = false

        package init() {}

        package func contains(_ path: String) -> Bool {
            if path != file {
                file = path
                answer = Inventory.isAppTextTable(path)
            }
            return answer
        }
    }
}
