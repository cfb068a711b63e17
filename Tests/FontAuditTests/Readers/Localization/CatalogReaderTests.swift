import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// A string catalog read in one pass gives what Foundation's reading gives: the fixture's catalog
/// and catalogs with what Xcode does not write (a key twice, arrays, numbers, escapes, an entry
/// that is not an object, everything on one line). Text that is not strict UTF-8 JSON is left to
/// Foundation, whose verdict stands.
@Suite struct CatalogReaderTests {
    let reader = LocalizationReader()

    func rows(
        _ result: Result<(strings: [LocalizedString], sourceLanguage: String?), LocalizationReader.Problem>, lines: Bool
    )
        -> [String]?
    {
        guard case .success(let found) = result else { return nil }
        return [found.sourceLanguage ?? "-"]
            + found.strings.map {
                "\($0.key)|\($0.language)|\(lines ? String($0.line) : "")|\($0.values.joined(separator: "/"))|\($0.table)|\($0.folder)"
            }
    }

    func both(_ data: Data, lines: Bool = true, kept: @escaping (String) -> Bool = { _ in true }) -> (
        fast: [String]?, foundation: [String]?
    ) {
        let fast = reader.readCatalog(
            data, display: "A/Localizable.xcstrings", table: "Localizable", folder: "A", kept: kept)
        let slow = reader.foundationCatalog(
            data, display: "A/Localizable.xcstrings", table: "Localizable", folder: "A", kept: kept)
        return (rows(fast, lines: lines), rows(slow, lines: lines))
    }

    @Test func fixtureCatalogAsFoundationReadsIt() throws {
        let data = try Data(contentsOf: Repo.apps.appendingPathComponent("Localized/Localizable.xcstrings"))
        let (fast, foundation) = both(data)
        #expect(fast != nil && (fast?.count ?? 0) > 3)
        #expect(fast == foundation)
        let kept = both(data) { !$0.hasPrefix("farewell") }
        #expect(kept.fast == kept.foundation)
        #expect((kept.fast?.count ?? 0) > 1 && (kept.fast?.count ?? 0) < (fast?.count ?? 0))
    }

    @Test func whatXcodeDoesNotWrite() {
        let catalog = """
            {
              "sourceLanguage" : "fr",
              "strings" : {
                "twice" : { "localizations" : { "de" : { "stringUnit" : { "value" : "erst" } } } },
                "esc \\"q\\" \\u00e9 \\ud83d\\ude00" : {
                  "localizations" : {
                    "pl" : { "stringUnit" : { "state" : "new", "value" : "a\\nb\\t\\u0105" }, "list" : [1, {"stringUnit" : {"value" : "x"}}] },
                    "de" : { "stringUnit" : { "value" : 12 }, "z" : { "stringUnit" : { "value" : "zet" } }, "b" : { "a" : { "stringUnit" : { "value" : "tief" } } } },
                    "fr" : "not an object"
                  }
                },
                "not an object" : [true, false, null, -1.5e3],
                "twice" : { "localizations" : { "de" : { "stringUnit" : { "value" : "zweit" } } } },
                "" : {}
              },
              "version" : "1.0"
            }
            """
        // Foundation's reading took lines from Xcode's layout (a key alone on its line, four
        // spaces in) and gave line 1 to an entry written on one line; the one pass knows its line.
        let (fast, foundation) = both(Data(catalog.utf8), lines: false)
        #expect(fast != nil)
        #expect(fast == foundation)
        #expect(both(Data(catalog.utf8)).fast?.contains("twice|de|4|zweit|Localizable|A") == true)
        // Everything on one line: the same strings (Foundation's lines came from Xcode's indentation).
        let flat = catalog.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        let oneLine = both(Data(flat.utf8), lines: false)
        #expect(oneLine.fast == oneLine.foundation && oneLine.fast?.count == fast?.count)
    }

    @Test func notStrictJSONIsFoundations() {
        let catalog =
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"k\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"value\" : \"\\ud800 x\" } } } } } }"
        for data in [
            Data(catalog.utf8), Data([0xEF, 0xBB, 0xBF]) + Data(catalog.utf8), Data("[1, 2]".utf8),
            Data("{ \"strings\" : ".utf8), Data([0x7B, 0xFF, 0x7D]),
        ] {
            let (fast, foundation) = both(data)
            #expect(fast == foundation)
        }
        #expect(TranslationJSON.tree(Array(catalog.utf8)) == nil)
    }

    /// The catalog's order, file run by file run, is the order of one stable sort of everything:
    /// runs in and out of order, a file in two runs, entries equal but for their values.
    @Test func catalogOrderIsOneStableSort() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var strings: [LocalizedString] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let file = ["b/x.strings", "a/x.strings", "c.xcstrings", "a/y.strings"].randomElement(
                    using: &generator)!
                for _ in 0..<Int.random(in: 0...12, using: &generator) {
                    strings.append(
                        LocalizedString(
                            table: "T", key: ["k", "j", "%d k", "é"].randomElement(using: &generator)!,
                            language: ["en", "pl", "de"].randomElement(using: &generator)!,
                            values: [String(Int.random(in: 0...3, using: &generator))], file: file,
                            line: Int.random(in: 1...5, using: &generator), folder: ""))
                }
            }
            let expected = strings.sorted {
                ($0.file, $0.line, $0.key, $0.language) < ($1.file, $1.line, $1.key, $1.language)
            }
            #expect(LocalizationCatalog.catalogOrder(strings) == expected)
        }
    }
}
