import Foundation
import Testing

@testable import FontAuditReaders

/// ``StringsTableScanner`` gives, wherever it reads a table, the values the full parser gives
/// (``SafePlist``, Foundation where that one stops) and the lines of
/// ``LocalizationReader/keyLines(in:keeping:lookedUp:)``: on every strings table of the fixtures,
/// on tables with what it leaves to them, and on thousands of mutations of those.
@Suite struct StringsTableScannerTests {
    static let samples = [
        "/* A comment */\n\"greeting\" = \"Hello, %@!\";\n\n// another\n\"multi\nline\" = \"a \\\"b\\\" \\\\ \\n\\t\\r ü 日本\";\r\n",
        "\"dup\" = \"first\";\n\"other\" = \"x\";\n\"dup\" = \"second\";\n",
        "\"a\" = \"b\"; \"c\" = \"d\";/* trailing */",
        "\"u\" = \"\\U00e9\";\n", "unquoted = \"value\";\n", "\"alone\";\n", "\"x\" = \"y\"\n",
        "// crlf comment\r\n\"k\" = \"v\";\r\n", "// cr comment\r\"k\" = \"v\";\n", "\"é\" = \"e\u{301}\";\n",
        "\"e\u{301}\" = \"1\";\n\"é\" = \"2\";\n", "  \n", "/* open", "\"k\" = 'single';\n",
    ]

    /// The full parser's entries with keyLines' lines, as the reader made them before the scanner.
    static func full(_ text: String) -> [String: StringsTableScanner.Entry]? {
        guard let dictionary = try? SafePlist.parse(Data(text.utf8)).value as? [String: Any] else { return nil }
        let lines = LocalizationReader.keyLines(in: text)
        var entries: [String: StringsTableScanner.Entry] = [:]
        for (key, value) in dictionary {
            guard let value = value as? String else { return nil }
            entries[key] = StringsTableScanner.Entry(value: value, line: lines[key] ?? 1)
        }
        return entries
    }

    static func fixtureTables() throws -> [String] {
        let files = FileManager.default.enumerator(
            at: Repo.root.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "strings" }
        return try files.compactMap { LocalizationReader.decodeStrings(try Data(contentsOf: $0)) }
    }

    @Test func sameAsTheFullParserWhereverItReads() throws {
        let tables = try Self.fixtureTables()
        #expect(tables.count >= 10)
        var read = 0
        for text in Self.samples + tables {
            guard let entries = StringsTableScanner.entries(text) else { continue }
            read += 1
            #expect(entries == Self.full(text), "\(text.debugDescription)")
        }
        // It reads most of them; what it leaves is the full parser's.
        #expect(read > tables.count / 2)
        #expect(StringsTableScanner.entries(Self.samples[1])?["dup"] == .init(value: "second", line: 1))
        #expect(StringsTableScanner.entries(Self.samples[3]) == nil)
        #expect(StringsTableScanner.entries(Self.samples[4]) == nil)
        #expect(StringsTableScanner.entries(Self.samples[8]) == nil)
    }

    @Test func mutationsAgreeOrAreLeftToTheFullParser() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = ["\"", "\\", ";", "=", "\n", "\r", "/*", "*/", "//", " ", "é", "\\n", "\\U", "x"].map {
            Array($0.utf8)
        }
        var agreed = 0
        for base in Self.samples + (try Self.fixtureTables()) {
            for _ in 0..<300 {
                var bytes = Array(base.utf8)
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let at = Int.random(in: 0...bytes.count, using: &generator)
                    if Bool.random(using: &generator), at < bytes.count {
                        bytes.remove(at: at)
                    } else {
                        bytes.insert(contentsOf: pieces.randomElement(using: &generator)!, at: at)
                    }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                // Reading without making strings reads what making them reads, and what it reads
                // the full parser reads (two keys equal to Swift written differently, which it
                // leaves to Foundation, are no error).
                let reads = StringsTableScanner.reads(utf8: Array(text.utf8))
                if StringsTableScanner.entries(utf8: Array(text.utf8)) != nil { #expect(reads) }
                if reads {
                    #expect(
                        (try? SafePlist.parse(Data(text.utf8)).value as? [String: Any]) != nil,
                        "\(text.debugDescription)")
                }
                guard let entries = StringsTableScanner.entries(text) else { continue }
                agreed += 1
                #expect(entries == Self.full(text), "\(text.debugDescription)")
            }
        }
        #expect(agreed > 500)
    }
}
