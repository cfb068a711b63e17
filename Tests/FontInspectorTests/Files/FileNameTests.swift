import Testing

@testable import FontInspectorModel

/// `FileName`'s byte-level answers agree with their definitions over `String` (but where a `/` is
/// joined to a mark in one character: then the bytes decide).
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

    /// Where a `/` joins a neighbour into one character (a combining mark after it, a prepended mark
    /// before it), the answer is the bytes after the last `/`, which `split` over characters does not see.
    @Test func aSlashJoinedToAMarkStillEndsTheFolder() {
        #expect(FileName.lastComponent(of: "a/\u{301}b") == "\u{301}b")
        #expect(FileName.lastComponent(of: "a\u{600}/b") == "b")
        #expect(FileName.lastComponent(of: "a/b\u{600}/") == "b\u{600}")
    }
}
