/// A JSON or plist file that maps Dynamic Type text styles to a font name and size (the ScaledFont
/// pattern: `{"body": {"fontName": "Brand-Regular", "fontSize": 17}}`).
package struct StyleDictionary: Sendable, Hashable, Codable {
    /// The eleven Dynamic Type text styles.
    package static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
    ]

    /// One key of the dictionary.
    package struct Entry: Sendable, Hashable, Codable {
        /// The key as written (a text style, or something else).
        package var key: String
        /// 1-based line of the key (JSON and XML plists; nil for binary plists).
        package var line: Int?
        /// 1-based column of the key, when known.
        package var column: Int?
        /// The font name under the name key, when it is a string.
        package var fontName: String?
        /// The size under the size key, when it is a number.
        package var fontSize: Double?
        /// What is wrong with this entry's value, if anything ("the fontSize is -3", ...).
        package var problem: String?

        package init(
            key: String, line: Int? = nil, column: Int? = nil, fontName: String? = nil, fontSize: Double? = nil,
            problem: String? = nil
        ) {
            self.key = key
            self.line = line
            self.column = column
            self.fontName = fontName
            self.fontSize = fontSize
            self.problem = problem
        }
    }

    /// The file, relative to the audited path.
    package var path: String
    /// Every top-level key, in file order.
    package var entries: [Entry]

    /// Creates a dictionary.
    package init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// The text styles the dictionary does not define.
    package var missingStyles: [String] {
        let keys = Set(entries.map(\.key))
        return Self.textStyles.filter { !keys.contains($0) }
    }
}
