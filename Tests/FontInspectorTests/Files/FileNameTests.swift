import Testing

@testable import FontInspectorModel

/// `FileName`'s byte-level answers agree with their definitions over `String`.
@Suite struct FileNameTests {
    @Test(arguments: [
        "", "/", "///", "a", "a/b", "a/b/", "a//b//", "/abs/path/File.ttf", "Fonts/Brand-Bold.otf",
        "é/ü/Schrift.ttf", "日本語/フォント.otf", "dir/.hidden", "trailing/slash/", "x/e\u{301}.ttf",
        "emoji/👩‍👩‍👧.ttf", "no-slash.ttf",
    ])
    func theLastComponentIsSplitsLast(_ path: String) {
        let expected = path.split(separator: "/").last.map(String.init) ?? path
        #expect(FileName.lastComponent(of: path) == expected)
    }
}
