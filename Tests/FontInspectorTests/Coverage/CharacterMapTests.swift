import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// Character maps read through FreeType against fontTools' `getBestCmap` (golden written by
/// `scripts/make-glyph-fixtures`), and the filter that decides which characters a font must draw.
@Suite struct CharacterMapTests {
    static let golden: [String: [String: [UInt32]]] = {
        let url = Fixtures.root.appendingPathComponent("Fixtures/Goldens/Coverage/cmap.json")
        return (try? JSONDecoder().decode([String: [String: [UInt32]]].self, from: Data(contentsOf: url))) ?? [:]
    }()

    @Test(arguments: [
        "Glyphs/GlyphTest-Regular.ttf", "Glyphs/GlyphTest-Bold.ttf", "Roboto/Roboto-Regular.ttf",
        "Cantarell/Cantarell-Regular.otf", "Inter/Inter-roman.var.ttf",
        "Collections/RobotoCondensed.ttc", "Collections/Cantarell.otc",
    ])
    func agreesWithFontTools(_ path: String) throws {
        let expected = try #require(Self.golden[path])
        let maps = try FontFileInspector().characterMaps(ofFileAt: Fixtures.font(path))
        #expect(maps.count == expected.count)
        for (index, points) in expected {
            let map = try #require(maps[Int(index)!])
            #expect(map.count == points.count, "\(path) face \(index)")
            #expect(map == CharacterMap(codePoints: points), "\(path) face \(index)")
            // Every point fontTools maps is contained; the ones around each range are not.
            for point in points { #expect(map.contains(Unicode.Scalar(point)!)) }
            for range in map.ranges where range.lowerBound > 0 {
                #expect(!points.contains(range.lowerBound - 1))
            }
        }
    }

    @Test func theSubsetHasExactlyItsHoles() throws {
        let regular = try #require(
            try FontFileInspector().characterMaps(ofFileAt: Fixtures.font("Glyphs/GlyphTest-Regular.ttf"))[0])
        #expect(
            regular.missing(in: "Zażółć gęślą jaźń").map { String($0) } == [
                "ż", "ó", "ł", "ć", "ę", "ś", "ą", "ź", "ń",
            ])
        #expect(regular.missing(in: "Hello, world © 2026…").isEmpty)
        let bold = try #require(
            try FontFileInspector().characterMaps(ofFileAt: Fixtures.font("Glyphs/GlyphTest-Bold.ttf"))[0])
        #expect(bold.missing(in: "Zażółć gęślą jaźń").isEmpty)
        #expect(bold.missing(in: "Привет").map { String($0) } == ["П", "р", "и", "в", "е", "т"])
    }

    @Test func badInputGivesNoMap() throws {
        let inspector = try FontFileInspector()
        #expect(inspector.characterMaps(ofFileAt: Fixtures.font("Broken/NotAFont.otf")).isEmpty)
        #expect(inspector.characterMaps(ofFileAt: Fixtures.font("Broken/Empty.ttf")).isEmpty)
        #expect(inspector.characterMaps(ofFileAt: Fixtures.font("Nowhere.ttf")).isEmpty)
        #expect(inspector.characterMaps(data: Data()).isEmpty)
    }

    @Test func rangesMergeAndSearch() {
        let map = CharacterMap(codePoints: [0x44, 0x41, 0x42, 0x42, 0x43, 0x1F600, 0x10FFFF])
        #expect(map.ranges == [0x41...0x44, 0x1F600...0x1F600, 0x10FFFF...0x10FFFF])
        #expect(map.count == 6)
        #expect(map.contains("C") && !map.contains("E") && map.contains(Unicode.Scalar(0x10FFFF)!))
        #expect(CharacterMap(codePoints: []).missing(in: "ab").count == 2)
    }

    @Test func filterSkipsWhatNoTextFontDraws() {
        let filter = CharacterFilter()
        func drawn(_ text: String) -> String { String(String.UnicodeScalarView(filter.drawnScalars(in: text))) }
        // White space, controls, joiners, direction marks, soft hyphens, variation selectors.
        #expect(drawn("a b\tc\n\u{200B}\u{200D}\u{200E}\u{00AD}d\u{FE0E}") == "abcd")
        // Emoji: presentation by default, ZWJ sequences, skin tones, flags, keycaps, tags, ☺ ♥ ✈.
        #expect(drawn("👍🏽 👩‍💻 🇵🇱 1️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ☺ ♥ ✈ ❤️") == "")
        // Digits, #, ©, ® stay the font's job unless they are part of an emoji sequence.
        #expect(drawn("#1 © ®") == "#1©®")
        // Format specifiers and stringsdict variables are dynamic; %% is a literal percent, skipped.
        #expect(filter.scan("%@ ma %1$@, %lld, %.2f, %5d%% %#@files@ x").dynamic == 6)
        #expect(drawn("%@ ma %1$@, %lld, %.2f, %5d%% %#@files@ x") == "ma,,,x")
        #expect(drawn("100 % pewności") == "100%pewności")
        #expect(drawn("%arg Fotos") == "Fotos")
        #expect(CharacterFilter(formatSpecifiers: false).drawnScalars(in: "%@").count == 2)
        // Decomposed text is checked in composed form, as the cmap is asked for it.
        #expect(drawn("o\u{0301}") == "ó")
        #expect(
            FormatSpecifiers.skeleton(of: "items %lld of %@ (100%%)")
                == FormatSpecifiers.skeleton(of: "items %@ of %1$@ (100%%)"))
    }
    /// ASCII text takes a short way (no composition, no grapheme breaking): it must draw what the
    /// Unicode way draws, for every ASCII character alone, in pairs ("\r\n" is one cluster) and
    /// in a sentence, with and without format specifiers.
    @Test func asciiTextDrawsWhatTheUnicodeWayDraws() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var texts =
            ascii + [
                "\r\n", "a\r\nb", "Hello, world!\tTap \"Start\" (50% off) ~ #1 *", ascii.joined(),
                "items %lld of %@ (100%%)",
            ]
        texts += ascii.map { "x" + $0 + "\u{7F}" }
        for filter in [CharacterFilter(), CharacterFilter(formatSpecifiers: false)] {
            for text in texts {
                let (literal, _) = filter.formatSpecifiers ? FormatSpecifiers.removing(text) : (text, 0)
                #expect(filter.drawnScalars(in: text) == filter.composedScan(literal), "\(Array(text.utf8))")
            }
        }
        #expect(
            String(String.UnicodeScalarView(CharacterFilter().drawnScalars(in: "Tap \"Start\"\r\n"))) == "Tap\"Start\"")
    }
}
