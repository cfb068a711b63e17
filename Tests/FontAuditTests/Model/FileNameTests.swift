import FontInspectorModel
import Testing

/// ``FileName``'s extension of a path, on its bytes: the last component's last dot, none for a
/// hidden name or a folder's dot, in its own case or lowercased.
@Suite struct FileNameTests {
    @Test func theExtensionIsTheLastComponentsAfterItsLastDot() {
        let cases: [(String, String)] = [
            ("Fonts/Brand-Bold.TTF", "TTF"), ("Main.storyboard", "storyboard"), ("a.b/c", ""), ("a.b/c.d", "d"),
            ("Makefile", ""), (".gitignore", ""), ("dir/.hidden", ""), ("dir.ext/", ""), ("name.", ""), ("", ""),
            ("archive.tar.gz", "gz"), ("/abs/path/Font.otf", "otf"), ("Café/Brand.ÖTF", "ÖTF"), ("x/..", ""),
            ("a..b", "b"),
        ]
        for (path, expected) in cases {
            #expect(FileName.extensionAsWritten(of: path) == expected, "\(path)")
            #expect(FileName.pathExtension(of: path) == expected.lowercased(), "\(path)")
        }
    }
}
