import Foundation
import Testing

@testable import FontAuditReaders

/// The one-pass reader of JSON translation tables agrees with Foundation's JSON parser on what a
/// table holds, gives each string its own key's line, and takes no file `JSON.parse` refuses.
@Suite struct TranslationJSONTests {
    /// Every string leaf as Foundation's parser reads it, by path.
    static func foundation(_ text: String) -> [String: String]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else { return nil }
        var leaves: [String: String] = [:]
        func visit(_ value: Any, _ path: [String]) {
            if let text = value as? String {
                leaves[path.joined(separator: ".")] = text
            } else if let map = value as? [String: Any] {
                for (key, inner) in map { visit(inner, path + [key]) }
            } else if let array = value as? [Any] {
                for (index, inner) in array.enumerated() { visit(inner, path + [String(index)]) }
            }
        }
        visit(object, [])
        return leaves
    }

    static let tables = [
        #"{"home": {"title": "Accueil", "body": "Vos polices"}, "title": "Haut", "n": 3, "ok": true, "x": null}"#,
        #"{"escapes": "a\"b\\c\/d\n\t\u00e9\ud83d\ude00 \u2014", "list": ["un", {"deux": "2"}, [3, "trois"]]}"#,
        #"{"a": -1.5e+3, "b": [], "c": {}, "d": "", "e": "日本語", "dup": "first", "dup": "last"}"#,
        #"  "just a string"  "#,
        "{\n  \"deep\": " + String(repeating: "{\"k\": ", count: 40) + "\"bottom\"" + String(repeating: "}", count: 40)
            + "\n}",
    ]

    @Test(arguments: tables) func agreesWithFoundation(_ table: String) throws {
        let leaves = try #require(TranslationJSON.leaves(Array(table.utf8)))
        let ours = Dictionary(leaves.map { ($0.path.joined(separator: "."), $0.text) }, uniquingKeysWith: { $1 })
        var theirs = try #require(Self.foundation(table))
        // Leaves past 32 levels are read past, as the tables' readers always did.
        theirs = theirs.filter { $0.key.split(separator: ".").count <= TranslationJSON.deepestLeaf }
        #expect(ours == theirs)
        #expect(leaves.count == ours.count, "a key written twice counts once")
    }

    @Test func eachStringIsAtItsOwnKeysLine() throws {
        let table = """
            {
              "home": {
                "title": "Accueil"
              },
              "settings": {
                "title": "Réglages",
                "items": [
                  "un",
                  "deux"
                ]
              }
            }
            """
        let leaves = try #require(TranslationJSON.leaves(Array(table.utf8)))
        #expect(
            leaves.map { "\($0.path.joined(separator: ".")):\($0.line)" } == [
                "home.title:3", "settings.items.0:7", "settings.items.1:7", "settings.title:6",
            ])
    }

    @Test(arguments: [
        #"{"a": "b",}"#, #"{"a": 'b'}"#, #"{"a": "b" // note"#, #"{"a": "b"} x"#, "{\"a\": \"tab\there\"}",
        #"{"a": "\q"}"#, #"{"a": 01x}"#, #"["#, "", #"{"a": "unterminated"#, "{\"a\": \"" + "\u{01}" + "\"}",
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ]) func whatJSONParseRefusesIsNotRead(_ text: String) {
        #expect(TranslationJSON.leaves(Array(text.utf8)) == nil)
    }
}
