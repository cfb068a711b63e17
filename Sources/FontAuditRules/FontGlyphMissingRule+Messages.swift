import FontAuditModel

extension Finding.Message {
    /// The `faces` of `family` have no glyph for the `missing` characters of `strings` strings of
    /// `language` (the first `examples`, `Localizable.strings:3 \`title\``).
    static func noGlyphInLanguage(
        family: String, faces: [String], missing: [Unicode.Scalar], language: String, strings: Int,
        examples: [String]
    ) -> Self {
        let characters = FontGlyphMissingRule.list(missing)
        let shown = FontGlyphMissingRule.shown(examples, of: strings)
        let who =
            faces.count == 1 ? quoted(faces[0]) : "\(quoted(family)) (\(quotedList(faces)))"
        return Self(
            "noGlyphInLanguage",
            facts: [
                "family": family, "faces": faces.joined(separator: ", "), "missing": characters,
                "language": language, "strings": String(strings), "examples": shown,
            ],
            text:
                "\(who) \(faces.count == 1 ? "has" : "have") no glyph for \(characters) used in \(strings) \(quoted(language)) \(strings == 1 ? "string" : "strings") (\(shown)): \(missing.count == 1 ? "that character renders" : "those characters render") in the system font."
        )
    }

    /// The `face` has no glyph for the `missing` characters of a text: the `text` written in code
    /// or a storyboard (`languages` empty), or the translations into `languages`, at `place`
    /// (`Main.strings:3`) for the `element` (a view, a key).
    static func noGlyph(
        face: String, missing: [Unicode.Scalar], languages: [String], text: String, place: String, element: String
    ) -> Self {
        let characters = FontGlyphMissingRule.list(missing)
        let used =
            languages.isEmpty
            ? "in \(FontGlyphMissingRule.excerpt(text)) (\(place), \(element))"
            : "used in \(quotedList(languages)) (\(place), \(quoted(element)))"
        return Self(
            "noGlyph",
            facts: [
                "face": face, "missing": characters, "languages": languages.joined(separator: ", "),
                "text": languages.isEmpty ? text : "", "place": place, "element": element,
            ],
            text:
                "\(quoted(face)) has no glyph for \(characters) \(used): \(missing.count == 1 ? "that character renders" : "those characters render") in the system font."
        )
    }
}
