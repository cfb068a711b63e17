import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// ``WordQuery``: words asked of every file of a pass are answered from the bits the source scan
/// found (one mask per pass, not a hash of each word per file), and a word the scan did not search
/// for is searched in the file; the answer is the file's, however it is asked.
@Suite struct WordQueryTests {
    static let table = SearchedWords(["UIFont", "custom(", "Font", "FontFamily."])
    static let texts = [
        "", "let x = 1", "UIFont(name: \"A\", size: 12)", "Font.custom(\"A\", size: 3)", "NSFont(name: n, size: 1)",
        "FontFamily.Brand.bold", "font(size: 3) // custom", "custom(x) + NSFont",
    ]
    static let queries = [
        ["UIFont"], ["NSFont"], ["custom(", "NSFont"], ["Font"], ["FontFamily.", "Brand."], [], ["NSFont", "UIFont"],
    ]

    @Test(arguments: texts) func theAnswerIsTheFilesHoweverItIsAsked(text: String) {
        let bytes = Array(text.utf8)
        let searched = SourceText(
            path: "A.swift", bytes: bytes,
            found: SearchedWords.Found(table: Self.table, bits: Self.table.found(in: bytes)))
        let unsearched = SourceText(path: "A.swift", bytes: bytes)
        for words in Self.queries {
            let expected = words.contains { text.contains($0) }
            let query = WordQuery(words)
            #expect(searched.containsAny(query) == expected, "\(words) in \(text)")
            // Asked again of the same table: the mask worked out the first time.
            #expect(searched.containsAny(query) == expected, "\(words) in \(text), again")
            #expect(
                searched.containsAny(words.map(ByteSearch.Needle.init)) == expected, "\(words) in \(text), as needles")
            #expect(unsearched.containsAny(query) == expected, "\(words) in \(text), not searched by the scan")
        }
    }

    /// The mask is worked out for the table asked about: a query asked of files of two scans (two
    /// tables, the bits in other places) answers each from its own table.
    @Test func aSecondTableGetsItsOwnMask() {
        let other = SearchedWords(["FontFamily.", "Font", "custom(", "UIFont"])
        let bytes = Array("UIFont(name: n, size: 1)".utf8)
        let query = WordQuery(["UIFont"])
        let absent = WordQuery(["custom("])
        for table in [Self.table, other, Self.table] {
            let file = SourceText(
                path: "A.swift", bytes: bytes, found: SearchedWords.Found(table: table, bits: table.found(in: bytes)))
            #expect(file.containsAny(query))
            #expect(!file.containsAny(absent))
        }
    }
}
