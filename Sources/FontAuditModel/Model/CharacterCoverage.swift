import FontInspectorModel
import FontInspectorReading
import FontInspector

/// How much of each localization's text every registered face can draw: a designer's overview
/// (`fontaudit coverage`), not findings. A language's characters are every character the
/// character filter keeps from all of the app's strings in that language (its `.strings`,
/// `.stringsdict` and `.xcstrings` values). Text written in storyboards and code and shown as
/// written (a storyboard's base text, `Text(verbatim:)`, a key no table translates) is counted
/// apart, as the language ``sourceText``. Faces of files iOS does not load (WOFF, Type 1) are
/// left out: they draw nothing.
package struct CharacterCoverage: Sendable, Hashable, Codable {
    /// One language's characters.
    package struct Language: Sendable, Hashable, Codable {
        /// The language code (`pl`, `pt-BR`, `Base`).
        package var code: String
        /// How many strings hold its text.
        package var strings: Int
        /// The distinct characters a font is expected to draw, in code point order.
        package var characters: String
        /// Format specifiers and interpolations skipped.
        package var dynamicParts: Int
    }

    /// One face against one language.
    package struct Share: Sendable, Hashable, Codable {
        /// The language code.
        package var language: String
        /// How many of the language's characters the face maps.
        package var covered: Int
        /// How many characters the language has.
        package var total: Int
        /// The characters the face lacks, in code point order.
        package var missing: String

        /// `covered / total`, 1 for a language with no characters.
        package var ratio: Double { total == 0 ? 1 : Double(covered) / Double(total) }
    }

    /// One registered face.
    package struct Face: Sendable, Hashable, Codable {
        /// The PostScript name (or the face's label when it has none).
        package var postscriptName: String
        /// The font file, relative to the audited path.
        package var file: String
        /// Its share of every language, in language order.
        package var languages: [Share]
    }

    /// The language code under which text written in storyboards and code is counted.
    package static let sourceText = "(source)"

    /// The target, in project mode.
    package var target: String?
    /// Every language, sorted by code.
    package var languages: [Language]
    /// Every registered face with a character map, sorted by PostScript name then file.
    package var faces: [Face]

    /// The coverage of an inventory built with ``AuditOptions/readsAllText``.
    package init(inventory: Inventory) {
        target = inventory.target?.target.name
        let filter = CharacterFilter()
        var characters: [String: Set<Unicode.Scalar>] = [:]
        var strings: [String: Int] = [:]
        var dynamic: [String: Int] = [:]
        func add(_ text: String, language: String) {
            let scan = filter.scan(text)
            characters[language, default: []].formUnion(scan.scalars)
            strings[language, default: 0] += 1
            dynamic[language, default: 0] += scan.dynamic
        }
        for entry in inventory.localizations.strings {
            for value in entry.values { add(value, language: entry.language) }
        }
        for use in inventory.textUses {
            switch use.content {
            case .verbatim, .localized(_, _, _, true): break
            case .localized(let table, let key, let folder, false):
                // A key that a table translates is not shown as written.
                if !inventory.localizations.entries(table: table, key: key, folder: folder).isEmpty { continue }
            }
            add(use.written, language: Self.sourceText)
            dynamic[Self.sourceText, default: 0] += use.dynamicParts
        }
        languages = characters.keys.sorted().map { code in
            Language(code: code, strings: strings[code] ?? 0,
                     characters: String(String.UnicodeScalarView(characters[code]!.sorted { $0.value < $1.value })),
                     dynamicParts: dynamic[code] ?? 0)
        }
        let registered = inventory.registeredPaths
        var faces: [Face] = []
        for (font, face) in inventory.faces(of: inventory.fonts.filter { registered.contains($0.path) && $0.report.loadableOnIOS }) {
            guard let map = inventory.characterMap(of: font, face: face) else { continue }
            let shares = languages.map { language -> Share in
                let missing = language.characters.unicodeScalars.filter { !map.contains($0) }
                return Share(language: language.code, covered: language.characters.unicodeScalars.count - missing.count,
                             total: language.characters.unicodeScalars.count, missing: String(String.UnicodeScalarView(missing)))
            }
            faces.append(Face(postscriptName: face.label, file: font.path, languages: shares))
        }
        self.faces = faces.sorted { ($0.postscriptName, $0.file) < ($1.postscriptName, $1.file) }
    }
}
