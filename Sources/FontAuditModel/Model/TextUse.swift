/// One place where the app shows text in a custom font, both known from the sources: a
/// storyboard element with a custom `fontDescription`, a SwiftUI `Text` whose font is set in its
/// modifier chain or on an enclosing view, a UIKit label whose `font` and `text` are set in one
/// scope. ``TextUse`` never guesses: where the font or the text is not plain, there is no use.
package struct TextUse: Sendable, Hashable, Codable {
    /// Where the text shown comes from.
    package enum Content: Sendable, Hashable, Codable {
        /// Shown as written (`Text(verbatim:)`, an attributed-text fragment, a plain `String`).
        case verbatim
        /// Looked up as `key` in the strings table `table` (of `folder` only, when given, as a
        /// storyboard's own `.lproj` tables are). `writtenAlwaysShown`: the written text shows in
        /// every language without an entry (a storyboard's base text); otherwise it shows only
        /// when the development language has no entry (a SwiftUI key).
        case localized(table: String, key: String, folder: String?, writtenAlwaysShown: Bool)
    }

    /// Where the text shown comes from.
    package var content: Content
    /// The text as written at the use, without its dynamic parts.
    package var written: String
    /// How many dynamic parts (interpolations, format specifiers) were skipped.
    package var dynamicParts: Int = 0
    /// The font's name as the code or storyboard asks for it.
    package var fontName: String
    /// The file, relative to the audited path.
    package var file: String
    /// 1-based line of the text.
    package var line: Int
    /// 1-based column of the same.
    package var column: Int
    /// What shows the text: `Text`, `UILabel.text`, or the storyboard key (`abc-12-xyz.text`).
    package var element: String

    package init(
        content: Content, written: String, dynamicParts: Int = 0, fontName: String, file: String, line: Int,
        column: Int, element: String
    ) {
        self.content = content
        self.written = written
        self.dynamicParts = dynamicParts
        self.fontName = fontName
        self.file = file
        self.line = line
        self.column = column
        self.element = element
    }
}
