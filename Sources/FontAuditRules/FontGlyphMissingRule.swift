import FontAuditInventory
import FontAuditModel
import FontInspectorModel

/// `font-glyph-missing`: the app's own text, in a custom font that has no glyph for some of its
/// characters, which then render in the system font in the middle of a word.
package struct FontGlyphMissingRule: Rule {
    package init() {}

    /// The app's text is checked against its fonts a slice of strings per core.
    package static var spreadsItsWork: Bool { true }

    /// How many missing characters a message lists before it counts the rest.
    static let listed = 24

    package func findings(in inventory: Inventory) -> [Finding] {
        struct Key: Hashable {
            let face: String
            let file: String
            let element: String
        }
        struct Group {
            var line: Int
            var column: Int?
            var missing: [Unicode.Scalar] = []
            var languages: [String] = []
            var text: String?
            var face: FontFace
        }
        let registered = inventory.registeredPaths
        let registeredFaces = inventory.faces(of: inventory.fonts.filter { registered.contains($0.path) })
        var groups: [Key: Group] = [:]
        var order: [Key] = []
        // A translation's missing characters are one cause per font family and language (a Latin
        // font with no Japanese), said once with its count: every string is a related place.
        var languages: [LanguageKey: LanguageGroup] = [:]
        var languageOrder: [LanguageKey] = []
        for use in inventory.textUses {
            guard let (font, face) = inventory.textFont(of: use), let map = inventory.characterMap(of: font, face: face)
            else { continue }
            let occurrences = Self.occurrences(of: use, in: inventory.localizations)
            // What the development language's text of the string holds (`ⓘ` in "Show ⓘ button")
            // is the app's own text, said once there, not a lack of every translation: the
            // translations keep the symbol on purpose, and the system's fallback draws it.
            let development = inventory.localizations.developmentLanguage
            let source = Set(
                occurrences.filter { $0.language.map { $0 == development || Self.isSourceLanguage($0) } ?? true }
                    .flatMap { $0.values.flatMap(\.unicodeScalars) })
            for occurrence in occurrences {
                var missing: [Unicode.Scalar] = []
                for value in occurrence.values {
                    for scalar in map.missing(in: value) where !missing.contains(scalar) { missing.append(scalar) }
                }
                if let language = occurrence.language, language != development, !Self.isSourceLanguage(language) {
                    missing.removeAll(where: source.contains)
                }
                guard !missing.isEmpty else { continue }
                if let language = occurrence.language {
                    let key = LanguageKey(
                        family: face.typographicFamily ?? face.family ?? face.label, language: language)
                    if languages[key] == nil {
                        languages[key] = LanguageGroup(face: face)
                        languageOrder.append(key)
                    }
                    languages[key]!.add(
                        place: Finding.Place(file: occurrence.file, line: occurrence.line, column: occurrence.column),
                        element: occurrence.element, face: face, missing: missing)
                    continue
                }
                let key = Key(face: face.label, file: occurrence.file, element: occurrence.element)
                if groups[key] == nil {
                    groups[key] = Group(
                        line: occurrence.line, column: occurrence.column,
                        text: occurrence.language == nil ? use.written : nil, face: face)
                    order.append(key)
                }
                for scalar in missing where !groups[key]!.missing.contains(scalar) {
                    groups[key]!.missing.append(scalar)
                }
                if let language = occurrence.language, !groups[key]!.languages.contains(language) {
                    groups[key]!.languages.append(language)
                }
            }
        }
        let written = order.map { key in
            let group = groups[key]!
            return finding(
                .noGlyph(
                    face: key.face, missing: group.missing, languages: group.languages.sorted(), text: group.text ?? "",
                    place: "\(FileName.lastComponent(of: key.file)):\(group.line)", element: key.element),
                file: key.file, line: group.line, column: group.column, name: group.face.postscriptName,
                fix: Self.fix(
                    missing: group.missing, languages: group.languages.sorted(), face: group.face,
                    registered: registeredFaces, in: inventory))
        }
        let translated = languageOrder.map { key -> Finding in
            let group = languages[key]!
            let places = group.places.sorted {
                ($0.place.file, $0.place.line ?? 0) < ($1.place.file, $1.place.line ?? 0)
            }
            let first = places[0]
            let fix = Self.fix(
                missing: group.missing, languages: [key.language], face: group.face, registered: registeredFaces,
                in: inventory)
            // One string in one face: said as before, where it is.
            guard places.count > 1 || group.faces.count > 1 else {
                return finding(
                    .noGlyph(
                        face: group.face.label, missing: group.missing, languages: [key.language], text: "",
                        place: "\(FileName.lastComponent(of: first.place.file)):\(first.place.line ?? 0)",
                        element: first.element),
                    file: first.place.file, line: first.place.line, column: first.place.column,
                    name: group.face.postscriptName, fix: fix)
            }
            let examples = places.prefix(Self.examples).map {
                "\(FileName.lastComponent(of: $0.place.file)):\($0.place.line ?? 0) \(quoted($0.element))"
            }
            var result = finding(
                .noGlyphInLanguage(
                    family: key.family, faces: group.faces, missing: group.missing, language: key.language,
                    strings: places.count, examples: examples),
                file: first.place.file, line: first.place.line, column: first.place.column,
                name: group.face.postscriptName, fix: fix)
            result.related = places.dropFirst().map(\.place)
            return result
        }
        let reported = Set(
            languageOrder.flatMap { key in
                languages[key]!.places.map {
                    ReportedTable(family: key.family, language: key.language, file: $0.place.file)
                }
            })
        return written + translated + appTextFindings(in: inventory, reported: reported, registered: registeredFaces)
    }

    /// How many strings a grouped finding names before it counts the rest.
    static let examples = 3

    /// A font family and a language whose strings it lacks characters of.
    private struct LanguageKey: Hashable {
        let family: String
        let language: String
    }

    /// The strings of one ``LanguageKey``: where each is, the faces that show them, what they lack.
    private struct LanguageGroup {
        var face: FontFace
        var faces: [String] = []
        var places: [(place: Finding.Place, element: String)] = []
        var missing: [Unicode.Scalar] = []

        mutating func add(place: Finding.Place, element: String, face: FontFace, missing: [Unicode.Scalar]) {
            if !places.contains(where: { $0.place == place }) { places.append((place, element)) }
            if !faces.contains(face.label) { faces.append(face.label) }
            for scalar in missing where !self.missing.contains(scalar) { self.missing.append(scalar) }
        }
    }

    /// Where a use's text is written, in each language that shows it.
    static func occurrences(of use: TextUse, in catalog: LocalizationCatalog)
        -> [(file: String, line: Int, column: Int?, language: String?, element: String, values: [String])]
    {
        let written = (use.file, use.line, Optional(use.column), String?.none, use.element, [use.written])
        switch use.content {
        case .verbatim:
            return [written]
        case .localized(let table, let key, let folder, let always):
            let entries = catalog.entries(table: table, key: key, folder: folder)
            var found = entries.map { ($0.file, $0.line, Int?.none, Optional($0.language), $0.key, $0.values) }
            let development = catalog.developmentLanguage
            if always || !entries.contains(where: { $0.language == development || $0.language == "Base" }) {
                found.insert(written, at: 0)
            }
            return found
        }
    }

    /// What to do: a registered face of the same family that maps every missing character, if any.
    static func fix(
        missing: [Unicode.Scalar], languages: [String], face: FontFace,
        registered: [(font: FontFile, face: FontFace)], in inventory: Inventory
    ) -> String {
        let family = face.typographicFamily ?? face.family ?? ""
        let covering =
            registered
            .filter {
                ($0.face.typographicFamily ?? $0.face.family ?? "") == family
                    && $0.face.postscriptName != face.postscriptName
            }
            .filter { candidate in
                guard let map = inventory.characterMap(of: candidate.font, face: candidate.face) else { return false }
                return missing.allSatisfy(map.contains)
            }
            .compactMap(\.face.postscriptName)
        let scope = languages.isEmpty ? "them" : quotedList(languages)
        if let first = covering.sorted().first {
            return
                "\(quoted(first)), registered from the same family, has them: use it for this text, or ship a version of \(quoted(face.label)) that covers \(scope)."
        }
        return
            "No registered face of the family \"\(family)\" has them: ship a version of the font that covers \(scope), or show this text in a font that does."
    }

    /// The characters as a reader sees them; marks and private-use ones as `U+XXXX`.
    static func list(_ scalars: [Unicode.Scalar]) -> String {
        let shown = scalars.prefix(listed).map(ScalarText.shown)
        let more = scalars.count > listed ? " and \(scalars.count - listed) more" : ""
        return shown.joined(separator: " ") + more
    }

    /// The `examples` of `strings` strings, and how many more there are.
    static func shown(_ examples: [String], of strings: Int) -> String {
        examples.joined(separator: ", ") + (strings > examples.count ? ", and \(strings - examples.count) more" : "")
    }

    /// A text quoted for a message, shortened past 40 characters.
    static func excerpt(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return "\"" + (flat.count > 40 ? flat.prefix(39) + "…" : flat) + "\""
    }
}
