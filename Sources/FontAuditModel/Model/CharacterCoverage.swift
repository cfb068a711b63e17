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

        package init(code: String, strings: Int, characters: String, dynamicParts: Int) {
            self.code = code
            self.strings = strings
            self.characters = characters
            self.dynamicParts = dynamicParts
        }
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

        package init(language: String, covered: Int, total: Int, missing: String) {
            self.language = language
            self.covered = covered
            self.total = total
            self.missing = missing
        }

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

        package init(postscriptName: String, file: String, languages: [Share]) {
            self.postscriptName = postscriptName
            self.file = file
            self.languages = languages
        }
    }

    /// The language code under which text written in storyboards and code is counted.
    package static let sourceText = "(source)"

    /// The target, in project mode.
    package var target: String?
    /// Every language, sorted by code.
    package var languages: [Language]
    /// Every registered face with a character map, sorted by PostScript name then file.
    package var faces: [Face]

    package init(target: String? = nil, languages: [Language], faces: [Face]) {
        self.target = target
        self.languages = languages
        self.faces = faces
    }
}
