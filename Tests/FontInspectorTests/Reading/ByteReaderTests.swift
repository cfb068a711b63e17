import CFreeType
import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// `inspect` reads `name` records and table presence from the file's bytes instead of asking
/// FreeType (issue 18). These tests hold the byte readers to FreeType's own answers: on every
/// fixture, and on name tables and directories built to hit each rule FreeType applies.
@Suite struct ByteReaderTests {
    /// Every face of every sfnt fixture: the same records, in the same order, with the same bytes,
    /// and the same answer for every table tag the reader asks about.
    @Test func namesAndTablesEqualFreeTypesOnEveryFixture() throws {
        let library = try FreeTypeLibrary()
        var faces = 0
        for entry in FontFileFinder().findPaths([Fixtures.fonts.path]) where entry.problem == nil {
            let bytes = FontBytes(copying: try Data(contentsOf: URL(fileURLWithPath: entry.path)))
            let sniffer = ContainerSniffer(bytes: bytes.buffer)
            guard case .sfnt(let collection) = sniffer.kind(),
                let offsets = try? sniffer.faceOffsets(collection: collection)
            else { continue }
            for (index, offset) in offsets.enumerated() {
                guard let directory = try? sniffer.tables(atOffset: offset),
                    let face = try? FreeTypeFace(library: library, bytes: bytes, index: index)
                else { continue }
                faces += 1
                let name = "\(FileName.lastComponent(of: entry.path)) face \(index)"
                #expect(
                    Self.describe(NameTable(directory: directory).records) == Self.describe(face.rawNameRecords()),
                    "\(name)")
                for tag in ["glyf", "CFF ", "CFF2", "sbix", "fvar", "name", "OS/2", "DSIG", "zzzz"] {
                    #expect((directory.table(fourCC(tag)) != nil) == face.hasTable(fourCC(tag)), "\(name) \(tag)")
                }
            }
        }
        #expect(faces >= 19, "every sfnt face of the fixtures")
    }

    /// Name tables written to break each of FreeType's rules (records past the table, empty
    /// strings, storage offsets that lie, format 1 language tags that do not exist, record counts
    /// that overrun the table), in a real font: what FreeType keeps is what the reader keeps.
    @Test func builtNameTablesAgreeWithFreeType() throws {
        let library = try FreeTypeLibrary()
        let original = [UInt8](try Data(contentsOf: Fixtures.font("Roboto/Roboto-Regular.ttf")))
        var random = SeededGenerator(seed: 18)
        var compared = 0
        var dropped = 0
        for _ in 0..<600 {
            let table = Self.randomNameTable(&random)
            var font = original
            Self.replaceTable("name", in: &font, with: table)
            let bytes = FontBytes(copying: Data(font))
            let sniffer = ContainerSniffer(bytes: bytes.buffer)
            guard let directory = try? sniffer.tables(atOffset: 0),
                let face = try? FreeTypeFace(library: library, bytes: bytes, index: 0)
            else { continue }
            let ours = NameTable(directory: directory).records
            #expect(Self.describe(ours) == Self.describe(face.rawNameRecords()), "table \(table)")
            compared += 1
            if ours.count < Int(UInt16(table[2]) << 8 | UInt16(table[3])) { dropped += 1 }
        }
        // The cases reached FreeType and many lost records to its rules.
        #expect(compared >= 500)
        #expect(dropped >= 100)
    }

    /// A directory listing a table twice, or with a zero length: FreeType's first record wins and
    /// an empty table is missing; the reader agrees, for the tags it asks about.
    @Test func duplicateAndEmptyTablesAreFoundAsFreeTypeFindsThem() throws {
        let library = try FreeTypeLibrary()
        let original = [UInt8](try Data(contentsOf: Fixtures.font("Roboto/Roboto-Regular.ttf")))
        let records = (0..<Int(UInt16(original[4]) << 8 | UInt16(original[5]))).map { 12 + 16 * $0 }
        let tagAt = { (font: [UInt8], record: Int) in String(decoding: font[record..<record + 4], as: UTF8.self) }
        let optional = records.filter {
            ["GDEF", "GPOS", "GSUB", "DSIG", "prep", "fpgm", "gasp"].contains(tagAt(original, $0))
        }
        #expect(optional.count >= 3)
        var cases = 0
        for record in optional {
            for (tag, zeroLength) in [
                ("glyf", false), ("name", false), ("fvar", false), ("sbix", true), ("name", true),
            ] {
                var font = original
                font.replaceSubrange(record..<record + 4, with: Array(tag.utf8))
                if zeroLength { font.replaceSubrange(record + 12..<record + 16, with: [0, 0, 0, 0]) }
                let bytes = FontBytes(copying: Data(font))
                guard let directory = try? ContainerSniffer(bytes: bytes.buffer).tables(atOffset: 0),
                    let face = try? FreeTypeFace(library: library, bytes: bytes, index: 0)
                else { continue }
                cases += 1
                for probe in ["glyf", "name", "fvar", "sbix", tagAt(original, record)] {
                    #expect(
                        (directory.table(fourCC(probe)) != nil) == face.hasTable(fourCC(probe)),
                        "\(tag) at \(record), zero \(zeroLength): \(probe)")
                }
                #expect(
                    Self.describe(NameTable(directory: directory).records) == Self.describe(face.rawNameRecords()),
                    "\(tag) at \(record)")
            }
        }
        #expect(cases >= 10)
    }

    /// The fast path for plain paths gives what Foundation's URL standardizing gives.
    @Test func standardPathsMatchFoundation() {
        let paths = [
            "Fonts", "Fonts/Brand.ttf", "./Fonts", "Fonts/../Other", "/tmp//x", "/", "/tmp/", "..", ".",
            "a/.", "a/..", "/x/.../y", "/x/..y/z", "/x/.y/", "a b/c d.ttf", "é/ü.otf", "100%/x", "/a/b/c/../../d",
            "//double", "x/./y", "...", "/.hidden/file",
        ]
        for path in paths {
            #expect(StandardPath.make(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
        #expect(StandardPath.isPlain("/usr/share/fonts/a.ttf"))
        #expect(!StandardPath.isPlain("/usr/share/../fonts"))
        #expect(!StandardPath.isPlain("/usr/share/fonts/"))
    }

    /// Strings with a character to escape at every position, around the eight-byte steps of the
    /// scan: the writer quotes them as JSONEncoder does.
    @Test func stringsAreQuotedAsJSONEncoderQuotesThem() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for special in ["\"", "\\", "\u{01}", "\n", "\t", "\u{1F}", "\u{7F}", "é", "/", "😀"] {
            for length in 0...20 {
                for position in 0...length {
                    var characters = Array(repeating: Character("a"), count: length)
                    characters.insert(Character(special), at: position)
                    let text = String(characters)
                    let expected = String(decoding: try encoder.encode([text]), as: UTF8.self)
                    #expect(
                        jsonQuoted(text) == expected.dropFirst(4).dropLast(2).description, "\(text.debugDescription)")
                }
            }
        }
    }

    // MARK: Helpers

    private static func describe(_ records: [NameTable.Record]) -> [String] {
        records.map { "\($0.platformID)/\($0.encodingID)/\($0.languageID)/\($0.nameID): \(Array($0.string))" }
    }

    /// A name table with random counts, offsets, lengths and format; its strings are random bytes.
    private static func randomNameTable(_ random: inout SeededGenerator) -> [UInt8] {
        let format = random.next(below: 3) == 0 ? 1 : 0
        let count = random.next(below: 12)
        let tagCount = format == 1 ? random.next(below: 4) : 0
        let storage = 20 + random.next(below: 120)
        let headerEnd = 6 + 12 * count + (format == 1 ? 2 + 4 * tagCount : 0)
        // The storage offset usually where the header ends; sometimes it lies.
        let storageOffset = random.next(below: 4) == 0 ? random.next(below: headerEnd + 40) : headerEnd
        var table: [UInt8] = []
        func put16(_ value: Int) { table += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
        put16(format)
        // Sometimes a record count larger than the table can hold.
        put16(random.next(below: 10) == 0 ? count + 40 : count)
        put16(storageOffset)
        for _ in 0..<count {
            put16([0, 1, 3, 3, 3][random.next(below: 5)])
            put16([0, 1, 10][random.next(below: 3)])
            let language =
                random.next(below: 3) == 0 ? 0x8000 + random.next(below: 5) : [0, 0x409, 0x40C][random.next(below: 3)]
            put16(language)
            put16([1, 2, 4, 6, 16, 256, 300][random.next(below: 7)])
            put16(random.next(below: 6) == 0 ? 0 : 1 + random.next(below: 30))
            put16(random.next(below: storage + 20))
        }
        if format == 1 {
            put16(tagCount)
            for _ in 0..<tagCount {
                put16(random.next(below: 4) == 0 ? 0 : 2 + random.next(below: 10))
                put16(random.next(below: storage + 20))
            }
        }
        while table.count < storageOffset { table.append(0) }
        for _ in 0..<storage { table.append(UInt8(truncatingIfNeeded: random.next(below: 256))) }
        // Sometimes cut short of what its header promises.
        if random.next(below: 8) == 0 { table.removeLast(min(table.count - 6, random.next(below: 60))) }
        return table
    }

    /// Appends `content` (4-byte aligned) and points the directory record of `tag` at it.
    private static func replaceTable(_ tag: String, in font: inout [UInt8], with content: [UInt8]) {
        let count = Int(UInt16(font[4]) << 8 | UInt16(font[5]))
        guard
            let record = (0..<count).map({ 12 + 16 * $0 }).first(where: { Array(font[$0..<$0 + 4]) == Array(tag.utf8) })
        else { return }
        while font.count % 4 != 0 { font.append(0) }
        let start = font.count
        for (shift, at) in zip([24, 16, 8, 0], record + 8..<record + 12) {
            font[at] = UInt8(truncatingIfNeeded: start >> shift)
        }
        for (shift, at) in zip([24, 16, 8, 0], record + 12..<record + 16) {
            font[at] = UInt8(truncatingIfNeeded: content.count >> shift)
        }
        font += content
    }
}

extension SeededGenerator {
    fileprivate mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
