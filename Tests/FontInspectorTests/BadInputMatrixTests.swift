import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// The generated bad-input matrix of issue 7 for the font reader: real fixture fonts patched in
/// memory (cut at every table boundary, corrupted at random, with lying collection headers, `name`
/// records and `fvar` tables, and absurd counts). Every case must end in a report, never a crash or
/// a hang; where the cause is determined the report's `errorKind` says it.
@Suite struct BadInputMatrixTests {
    static let fonts = [
        "Roboto/Roboto-Regular.ttf", "Cantarell/Cantarell-Regular.otf",
        "Collections/RobotoCondensed.ttc", "Inter/Inter-roman.var.ttf",
    ]

    // MARK: 1. Truncation

    @Test(arguments: fonts)
    func truncatedAtEveryTableBoundary(_ relative: String) throws {
        let inspector = try FontFileInspector()
        let font = try PatchableFont(relative)
        let whole = font.data
        let intact = inspector.inspect(data: whole, displayPath: relative)
        #expect(intact.error == nil && !intact.faces.isEmpty)

        // Every structure's start and end: the collection header, each table directory, each table
        // (and one byte into and short of each table).
        var cuts: Set<Int> = [0, 4, 12]
        var structuresEnd = 12
        if font.isCollection {
            cuts.insert(12 + 4 * font.faceOffsets.count)
            structuresEnd = 12 + 4 * font.faceOffsets.count
        }
        for (face, directory) in font.faceOffsets.enumerated() {
            let directoryEnd = directory + 12 + 16 * font.u16(directory + 4)
            cuts.formUnion([directory, directory + 12, directoryEnd])
            structuresEnd = max(structuresEnd, directoryEnd)
            for table in font.tables(face: face) {
                cuts.formUnion([
                    table.offset, table.offset + 1, table.offset + table.length - 1, table.offset + table.length,
                ])
                structuresEnd = max(structuresEnd, table.offset + table.length)
            }
        }

        var counts: [String: Int] = [:]
        for cut in cuts.sorted() where cut < whole.count {
            let report = inspector.inspect(data: whole.prefix(cut), displayPath: relative)
            counts[report.errorKind ?? "read", default: 0] += 1
            expectSane(report, "\(relative) cut to \(cut) bytes")
            if cut == 0 {
                #expect(report.errorKind == "empty")
            } else if cut < structuresEnd {
                #expect(report.errorKind == "truncated", "\(relative) cut to \(cut) bytes: \(report.error ?? "read")")
            } else {
                // Only padding after the last table is gone: the font is whole.
                #expect(report.faces == intact.faces, "\(relative) cut to \(cut) bytes")
            }
        }
        print("BadInputMatrix truncation \(relative): \(counts.values.reduce(0, +)) cases \(Self.describe(counts))")
    }

    // MARK: 2. Random bytes and random corruption

    @Test func randomBuffersWithAFontExtension() throws {
        let inspector = try FontFileInspector()
        var generator = SeededGenerator(seed: 0x7_0001)
        let extensions = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa", "dfont"]
        let magics: [[UInt8]] = [
            [], [0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8),
            Array("wOFF".utf8), Array("wOF2".utf8), [0x80, 0x01], Array("%!PS-AdobeFont-1.0".utf8),
        ]
        let tags = ["head", "hhea", "maxp", "name", "cmap", "OS/2", "post", "glyf", "loca", "CFF ", "fvar", "hmtx"]
        var counts: [String: Int] = [:]
        for index in 0..<500 {
            let length = Int.random(in: 0...(index % 10 == 0 ? 65536 : 2048), using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let magic = magics[index % magics.count]
            if bytes.count >= magic.count { bytes.replaceSubrange(0..<magic.count, with: magic) }
            // Half of the sfnt-looking buffers get a table directory that lies inside the buffer, so
            // FreeType, not only the sniffer, sees random table contents.
            if [[0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8)].contains(magic), index % 2 == 0, bytes.count >= 64
            {
                let numTables = Int.random(in: 1...min(12, (bytes.count - 12) / 16), using: &generator)
                bytes[4] = 0
                bytes[5] = UInt8(numTables)
                for table in 0..<numTables {
                    let record = 12 + 16 * table
                    let offset = Int.random(in: 0..<bytes.count, using: &generator)
                    let length = Int.random(in: 0...(bytes.count - offset), using: &generator)
                    bytes.replaceSubrange(record..<record + 4, with: Array(tags[(table + index) % tags.count].utf8))
                    bytes.replaceSubrange(record + 8..<record + 12, with: bigEndian32(offset))
                    bytes.replaceSubrange(record + 12..<record + 16, with: bigEndian32(length))
                }
            }
            let path = "random-\(index).\(extensions[index % extensions.count])"
            let report = inspector.inspect(data: Data(bytes), displayPath: path)
            counts[report.errorKind ?? "read", default: 0] += 1
            expectSane(report, "\(path) (\(length) bytes, seed 0x70001)")
            if length == 0 { #expect(report.errorKind == "empty") }
        }
        print("BadInputMatrix random buffers: \(counts.values.reduce(0, +)) cases \(Self.describe(counts))")
    }

    @Test(arguments: fonts)
    func randomCorruptions(_ relative: String) throws {
        let inspector = try FontFileInspector()
        let font = try PatchableFont(relative)
        var generator = SeededGenerator(seed: UInt64(relative.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        // The header and table directories: where a flipped byte changes what every other read means.
        var directories = [0..<12 + 4 * (font.isCollection ? font.faceOffsets.count : 0)]
        for directory in font.faceOffsets {
            directories.append(directory..<directory + 12 + 16 * font.u16(directory + 4))
        }
        let tables = font.faceOffsets.indices.flatMap { font.tables(face: $0) }
        let extremes = [
            0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, font.bytes.count,
        ]

        var counts: [String: Int] = [:]
        for index in 0..<500 {
            var patched = font
            var changes: [String] = []
            switch index % 4 {
            case 0:  // one byte anywhere
                let at = Int.random(in: 0..<patched.bytes.count, using: &generator)
                patched.bytes[at] ^= UInt8.random(in: 1...255, using: &generator)
                changes.append("byte \(at)")
            case 1:  // up to 16 bytes anywhere
                for _ in 0..<Int.random(in: 2...16, using: &generator) {
                    let at = Int.random(in: 0..<patched.bytes.count, using: &generator)
                    patched.bytes[at] = UInt8.random(in: 0...255, using: &generator)
                    changes.append("byte \(at)")
                }
            case 2:  // bytes inside a header or table directory
                let region = directories.randomElement(using: &generator)!
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let at = Int.random(in: region, using: &generator)
                    patched.bytes[at] ^= UInt8.random(in: 1...255, using: &generator)
                    changes.append("directory byte \(at)")
                }
            default:  // an extreme 16- or 32-bit value over a field near a table's start
                let table = tables.randomElement(using: &generator)!
                let at = table.offset + 2 * Int.random(in: 0..<max(1, min(32, table.length / 2 - 1)), using: &generator)
                let value = extremes.randomElement(using: &generator)!
                if Bool.random(using: &generator), at + 4 <= patched.bytes.count {
                    patched.put32(value, at: at)
                    changes.append("'\(table.tag)'+\(at - table.offset) = 0x\(String(value, radix: 16)) (32 bits)")
                } else {
                    patched.put16(value, at: at)
                    changes.append(
                        "'\(table.tag)'+\(at - table.offset) = 0x\(String(value & 0xFFFF, radix: 16)) (16 bits)")
                }
            }
            let report = inspector.inspect(data: patched.data, displayPath: relative)
            counts[report.errorKind ?? "read", default: 0] += 1
            expectSane(report, "\(relative) case \(index): \(changes.joined(separator: ", "))")
        }
        print("BadInputMatrix corruptions \(relative): \(counts.values.reduce(0, +)) cases \(Self.describe(counts))")
    }

    // MARK: 3. Collections whose header lies

    @Test func collectionHeadersThatLie() throws {
        let inspector = try FontFileInspector()
        let font = try PatchableFont("Collections/RobotoCondensed.ttc")
        let size = font.bytes.count
        #expect(font.faceOffsets.count == 2)
        var cases = 0

        func check(_ label: String, expecting kind: String?, _ patch: (inout PatchableFont) -> Void) {
            var patched = font
            patch(&patched)
            let report = inspector.inspect(data: patched.data, displayPath: "lying.ttc")
            cases += 1
            expectSane(report, label)
            if let kind { #expect(report.errorKind == kind, "\(label): \(report.error ?? "read")") }
            #expect(report.format == .trueTypeCollection || report.format == nil, "\(label)")
        }

        // Face offsets past the end, for either face and both.
        for face in 0..<2 {
            for offset in [size, size + 1, size - 2, size - 4, 0x7FFF_FFFF, 0xFFFF_FFFF] {
                check("face \(face) at \(offset)", expecting: "truncated") { $0.put32(offset, at: 12 + 4 * face) }
            }
        }
        check("both faces at 0xFFFFFFFF", expecting: "truncated") {
            $0.put32(0xFFFF_FFFF, at: 12)
            $0.put32(0xFFFF_FFFF, at: 16)
        }
        // Face counts the file cannot hold.
        for count in [0, 3, 0x10000, 0x7FFF_FFFF, 0xFFFF_FFFF] {
            check("\(count) faces", expecting: count == 3 ? nil : "truncated") { $0.put32(count, at: 8) }
        }
        check("0xFFFFFFFF faces, with the message", expecting: "truncated") { $0.put32(0xFFFF_FFFF, at: 8) }
        let claimed = inspector.inspect(
            data: {
                var p = font
                p.put32(0xFFFF_FFFF, at: 8)
                return p.data
            }(), displayPath: "x.ttc")
        #expect(
            claimed.error == "truncated: the collection header lists 4294967295 faces but the file ends at byte \(size)"
        )
        // Face offsets that land somewhere valid but wrong: the header itself, the middle of a table,
        // an odd byte, the same face twice.
        let glyf = font.table("glyf")!
        for (label, offset) in [
            ("the collection header", 0), ("the middle of 'glyf'", glyf.offset + glyf.length / 2),
            ("an odd byte", font.faceOffsets[0] + 1), ("the last 12 bytes", size - 12),
        ] {
            check("face 1 at \(label)", expecting: nil) { $0.put32(offset, at: 16) }
        }
        var twice = font
        twice.put32(font.faceOffsets[0], at: 16)
        let same = inspector.inspect(data: twice.data, displayPath: "twice.ttc")
        cases += 1
        #expect(
            same.error == nil && same.faces.count == 2 && same.faces[0].postscriptName == same.faces[1].postscriptName)
        print("BadInputMatrix lying collection headers: \(cases) cases")
    }

    // MARK: 4. name records

    @Test func nameRecordsThatLie() throws {
        let inspector = try FontFileInspector()
        let font = try PatchableFont("Roboto/Roboto-Regular.ttf")
        let name = font.table("name")!
        let count = font.u16(name.offset + 2)
        let storage = font.u16(name.offset + 4)
        let storageLength = name.length - storage
        func record(_ index: Int) -> Int { name.offset + 6 + 12 * index }
        var cases = 0

        @discardableResult
        func check(_ label: String, _ patch: (inout PatchableFont) -> Void) -> FontFileReport {
            var patched = font
            patch(&patched)
            let report = inspector.inspect(data: patched.data, displayPath: "names.ttf")
            cases += 1
            expectSane(report, label)
            #expect(report.error == nil && report.faces.count == 1, "\(label): \(report.error ?? "no faces")")
            for record in report.faces.first?.nameRecords ?? [] {
                #expect(
                    record.value.map { !$0.isEmpty } ?? true,
                    "\(label): nameID \(record.nameID) decoded to an empty string")
            }
            return report
        }

        // Each record's offset and length out of range, or odd.
        for index in 0..<count {
            let at = record(index)
            let nameID = font.u16(at + 6)
            let length = font.u16(at + 8)
            check("record \(index) offset 0xFFFF") { $0.put16(0xFFFF, at: at + 10) }
            check("record \(index) length 0xFFFF") { $0.put16(0xFFFF, at: at + 8) }
            check("record \(index) offset and length 0xFFFF") {
                $0.put16(0xFFFF, at: at + 8)
                $0.put16(0xFFFF, at: at + 10)
            }
            check("record \(index) ends one byte past the table") { $0.put16(storageLength - length + 1, at: at + 10) }
            let odd = check("record \(index) odd length \(length - 1)") { $0.put16(length - 1, at: at + 8) }
            let value = odd.faces.first?.nameRecords.first { $0.nameID == nameID && $0.languageID == font.u16(at + 4) }?
                .value
            if length >= 2, let value {
                #expect(
                    value.hasSuffix("\u{FFFD}"),
                    "record \(index): an odd trailing byte is replaced, got \(value.debugDescription)")
            }
            check("record \(index) length 0") { $0.put16(0, at: at + 8) }
        }
        // The header: a string offset past the table, a count beyond it, an unknown format.
        for value in [0, 6, name.length, 0xFFFF] {
            check("stringOffset \(value)") { $0.put16(value, at: name.offset + 4) }
        }
        for value in [0, count + 1, count * 4, 0xFFFF] {
            check("count \(value)") { $0.put16(value, at: name.offset + 2) }
        }
        for value in [1, 2, 0xFFFF] {
            check("format \(value)") { $0.put16(value, at: name.offset) }
        }
        for value in [0, 5, 6, 18] {
            check("name table length \(value)") { $0.put32(value, at: name.record + 12) }
        }

        // Encodings that are not decoded give nil; an unpaired surrogate is replaced.
        let legacy = check("family record as Windows Shift-JIS") { $0.put16(2, at: record(1) + 2) }
        #expect(legacy.faces.first?.nameRecords.first { $0.nameID == 1 }?.value == nil)
        #expect(legacy.faces.first?.family == nil)
        for platform in [2, 4, 7, 0xFFFF] {
            check("family record on platform \(platform)") { $0.put16(platform, at: record(1)) }
        }
        let surrogate = check("family starting with an unpaired surrogate") {
            $0.put16(0xD800, at: name.offset + storage + $0.u16(record(1) + 10))
        }
        #expect(surrogate.faces.first?.family?.hasPrefix("\u{FFFD}") == true)

        // Mac Roman: one record holding every byte 0x80–0xFF.
        let allHigh = check("a Mac Roman record with every byte 0x80-0xFF") {
            $0.put16(1, at: record(0))
            $0.put16(0, at: record(0) + 2)
            $0.put16(0, at: record(0) + 4)
            $0.put16(128, at: record(0) + 8)
            $0.put16(0, at: record(0) + 10)
            for byte in 0..<128 { $0.bytes[name.offset + storage + byte] = UInt8(0x80 + byte) }
        }
        let high = allHigh.faces.first?.nameRecords.first { $0.platformID == 1 && $0.nameID == 0 }?.value
        let scalars = Array(high?.unicodeScalars ?? "".unicodeScalars)
        #expect(scalars.count == 128 && !scalars.contains("\u{FFFD}"))
        if scalars.count == 128 {
            #expect(
                scalars[0] == "\u{00C4}" && scalars[0xDB - 0x80] == "\u{20AC}" && scalars[0xF0 - 0x80] == "\u{F8FF}"
                    && scalars[0xCA - 0x80] == "\u{00A0}" && scalars[0x7F] == "\u{02C7}")
        }
        // Mac Roman: the family name (the only family record) with each high byte in turn.
        for byte in 0x80...0xFF {
            let report = check("Mac Roman family with byte 0x\(String(byte, radix: 16))") {
                let at = name.offset + storage + $0.u16(record(1) + 10)
                $0.put16(1, at: record(1))
                $0.put16(0, at: record(1) + 2)
                $0.put16(0, at: record(1) + 4)
                $0.put16(6, at: record(1) + 8)
                $0.bytes.replaceSubrange(at..<at + 6, with: [0x52, 0x6F, 0x62, UInt8(byte), 0x74, 0x6F])
            }
            let family = Array(report.faces.first?.family?.unicodeScalars ?? "".unicodeScalars)
            #expect(
                family.count == 6 && family[3].value >= 0xA0 && family[3] != "\u{FFFD}",
                "byte 0x\(String(byte, radix: 16)) decoded as \(String(String.UnicodeScalarView(family)).debugDescription)"
            )
        }
        // Mac records in encodings that are not decoded.
        for encoding in [1, 2, 25, 0xFFFF] {
            let report = check("family as Mac encoding \(encoding)") {
                $0.put16(1, at: record(1))
                $0.put16(encoding, at: record(1) + 2)
            }
            #expect(report.faces.first?.family == nil)
        }
        print("BadInputMatrix name records: \(cases) cases")
    }

    // MARK: 5. fvar

    @Test func brokenVariationTables() throws {
        let inspector = try FontFileInspector()
        let font = try PatchableFont("Inter/Inter-roman.var.ttf")
        let fvar = font.table("fvar")!
        let axesOffset = font.u16(fvar.offset + 4)
        let axisCount = font.u16(fvar.offset + 8)
        let axisSize = font.u16(fvar.offset + 10)
        let instanceCount = font.u16(fvar.offset + 12)
        let instanceSize = font.u16(fvar.offset + 14)
        let axis = fvar.offset + axesOffset
        let instance = axis + axisCount * axisSize
        var counts: [String: Int] = [:]

        func check(_ label: String, _ patch: (inout PatchableFont) -> Void) {
            var patched = font
            patch(&patched)
            let report = inspector.inspect(data: patched.data, displayPath: "broken-fvar.ttf")
            counts[report.errorKind ?? "read", default: 0] += 1
            expectSane(report, label)
        }

        let header: [(String, Int, [Int])] = [
            ("majorVersion", 0, [0, 2, 0xFFFF]),
            ("axesArrayOffset", 4, [0, 1, 15, fvar.length - 4, fvar.length, 0xFFFF]),
            ("axisCount", 8, [0, axisCount + 1, axisCount + 8, 0xFF, 0xFFFF]),
            ("axisSize", 10, [0, 16, axisSize - 1, axisSize + 1, 0xFFFF]),
            ("instanceCount", 12, [0, instanceCount + 1, 0xFF, 0xFFFF]),
            ("instanceSize", 14, [0, 4, instanceSize - 1, instanceSize + 1, instanceSize + 2, 0xFFFF]),
        ]
        for (field, at, values) in header {
            for value in values { check("fvar \(field) = \(value)") { $0.put16(value, at: fvar.offset + at) } }
        }
        check("axisCount and instanceCount 0xFFFF") {
            $0.put16(0xFFFF, at: fvar.offset + 8)
            $0.put16(0xFFFF, at: fvar.offset + 12)
        }
        for length in [0, 4, 15, 16, 35, 36, fvar.length - 1, 0xFFFF] {
            check("fvar length \(length)") { $0.put32(length, at: fvar.record + 12) }
        }
        for offset in [fvar.offset + 1, font.bytes.count - 16, font.table("gvar")!.offset] {
            check("fvar moved to \(offset)") { $0.put32(offset, at: fvar.record + 8) }
        }
        // Axis records: inverted and extreme ranges, odd tags, flags and names.
        let fixedExtremes = [0, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]
        check("axis min > max") {
            $0.put32(0x0400_0000, at: axis + 4)
            $0.put32(0x0001_0000, at: axis + 12)
        }
        check("axis default outside the range") { $0.put32(0x7FFF_0000, at: axis + 8) }
        for value in fixedExtremes {
            check("axis min/default/max 0x\(String(value, radix: 16))") {
                for field in [4, 8, 12] { $0.put32(value, at: axis + field) }
            }
        }
        for tag in [0, 0xFFFF_FFFF, 0x2020_2020] {
            check("axis tag 0x\(String(tag, radix: 16))") { $0.put32(tag, at: axis) }
        }
        check("axis flags 0xFFFF") { $0.put16(0xFFFF, at: axis + 16) }
        for nameID in [0, 6, 0xFFFF] { check("axis nameID \(nameID)") { $0.put16(nameID, at: axis + 18) } }
        // Instance records: names that do not exist, coordinates out of range.
        for nameID in [0, 0xFFFF, 2] { check("instance nameID \(nameID)") { $0.put16(nameID, at: instance) } }
        for value in fixedExtremes {
            check("instance coordinate 0x\(String(value, radix: 16))") { $0.put32(value, at: instance + 4) }
        }
        check("instances claim a PostScript name that is cut off") {
            $0.put16(instanceSize + 2, at: fvar.offset + 14)
        }
        check("no gvar") {
            $0.bytes.replaceSubrange(
                font.table("gvar")!.record..<font.table("gvar")!.record + 4, with: Array("xvar".utf8))
        }
        check("no name table") {
            $0.bytes.replaceSubrange(
                font.table("name")!.record..<font.table("name")!.record + 4, with: Array("xame".utf8))
        }
        // Random bytes inside fvar.
        var generator = SeededGenerator(seed: 0x7_0005)
        for index in 0..<200 {
            check("random fvar bytes, case \(index) (seed 0x70005)") {
                for _ in 0..<Int.random(in: 1...6, using: &generator) {
                    $0.bytes[fvar.offset + Int.random(in: 0..<fvar.length, using: &generator)] = UInt8.random(
                        in: 0...255, using: &generator)
                }
            }
        }
        print("BadInputMatrix broken fvar: \(counts.values.reduce(0, +)) cases \(Self.describe(counts))")
    }

    // MARK: 6. Absurd counts stay bounded

    @Test func absurdCountsFinish() throws {
        let inspector = try FontFileInspector()
        let lean = try FontFileInspector(nameRecords: false)
        let font = try PatchableFont("Roboto/Roboto-Regular.ttf")
        let name = font.table("name")!
        var cases = 0

        // Claimed, not present: the sniffer or FreeType refuses them at once.
        var claimsNames = font
        claimsNames.put16(0xFFFF, at: name.offset + 2)
        let claimedNames = inspector.inspect(data: claimsNames.data, displayPath: "names.ttf")
        cases += 1
        expectSane(claimedNames, "65,535 name records claimed")

        var claimsTables = font
        claimsTables.put16(0xFFFF, at: 4)
        let claimedTables = inspector.inspect(data: claimsTables.data, displayPath: "tables.ttf")
        cases += 1
        #expect(claimedTables.errorKind == "truncated")
        #expect(
            claimedTables.error
                == "truncated: the table directory lists 65535 tables but the file ends at byte \(font.bytes.count)")

        // Present: name tables of 5,460 records (the most whose strings can follow them, as the
        // string offset is 16 bits) and of 65,535 (whose strings cannot), appended to the font.
        let sourceCount = font.u16(name.offset + 2)
        let storage = Array(font.bytes[(name.offset + font.u16(name.offset + 4))..<(name.offset + name.length)])
        var kept: [String] = []
        for recordCount in [(0xFFFF - 6) / 12, 0xFFFF] {
            var records: [UInt8] = []
            records.reserveCapacity(12 * recordCount)
            for index in 0..<recordCount {
                let source = name.offset + 6 + 12 * (index % sourceCount)
                for value in [3, 1, 0x409, index % 300, font.u16(source + 8), font.u16(source + 10)] {
                    records += bigEndian16(value)
                }
            }
            var manyNames = font
            manyNames.replaceTable(
                "name",
                with: bigEndian16(0) + bigEndian16(recordCount)
                    + bigEndian16(min(0xFFFF, 6 + 12 * recordCount)) + records + storage)
            for (label, reader) in [("all name records", inspector), ("field name records only", lean)] {
                let report = reader.inspect(data: manyNames.data, displayPath: "many-names.ttf")
                cases += 1
                expectSane(report, "\(recordCount) name records present, \(label)")
                #expect(report.error == nil && report.faces.count == 1, "\(recordCount) name records, \(label)")
                if recordCount < 0xFFFF {
                    #expect(report.faces.first?.family == "Roboto", "\(label)")
                    if reader === inspector { #expect(report.faces.first?.nameRecords.count == recordCount) }
                }
                kept.append(
                    "\(recordCount) records, \(label): "
                        + (reader === inspector
                            ? "\(report.faces.first?.nameRecords.count ?? 0) kept"
                            : "family \(report.faces.first?.family ?? "nil")"))
            }
        }

        // Present: a table directory of 65,535 records (the real tables, then empty ones).
        let realTables = font.tables()
        let shift = 16 * (0xFFFF - realTables.count)
        var directory = Array(font.bytes[0..<12])
        directory.replaceSubrange(4..<6, with: bigEndian16(0xFFFF))
        for table in realTables {
            directory +=
                Array(font.bytes[table.record..<table.record + 8]) + bigEndian32(table.offset + shift)
                + bigEndian32(table.length)
        }
        for index in realTables.count..<0xFFFF {
            directory += Array("z".utf8) + bigEndian16(index) + [0x20] + [UInt8](repeating: 0, count: 12)
        }
        let manyTables = Data(directory + font.bytes[(12 + 16 * realTables.count)...])
        let report = inspector.inspect(data: manyTables, displayPath: "65535-tables.ttf")
        cases += 1
        expectSane(report, "65,535 tables present")
        #expect(report.error == nil && report.faces.first?.postscriptName == "Roboto-Regular")
        print("BadInputMatrix absurd counts: \(cases) cases (\(kept.joined(separator: "; ")))")
    }

    // MARK: Helpers

    static func describe(_ counts: [String: Int]) -> String {
        "(" + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
    }
}

/// What every report must be, whatever its input: an error that says why, or faces that make sense.
private func expectSane(
    _ report: FontFileReport, _ label: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect((report.error == nil) == (report.errorKind == nil), "\(label())", sourceLocation: sourceLocation)
    #expect(
        report.error != nil || !report.faces.isEmpty, "\(label()): no error and no faces",
        sourceLocation: sourceLocation)
    #expect(
        report.faces.map(\.index) == Array(Set(report.faces.map(\.index))).sorted(), "\(label()): face indices",
        sourceLocation: sourceLocation)
    for face in report.faces {
        let tags = Set(face.axes.map(\.tag))
        let sane =
            face.index >= 0 && face.glyphCount >= 0 && face.unitsPerEm >= 0
            && face.axes.allSatisfy { $0.min.isFinite && $0.default.isFinite && $0.max.isFinite }
            && face.instances.allSatisfy {
                Set($0.coordinates.keys).isSubset(of: tags) && $0.coordinates.values.allSatisfy(\.isFinite)
            }
            && face.nameRecords.allSatisfy { (0...0xFFFF).contains($0.nameID) }
        #expect(sane, "\(label()): face \(face.index) is not sane", sourceLocation: sourceLocation)
    }
}

/// A fixture font's bytes, with big-endian readers and writers and its sfnt table directories, for
/// patching good fonts into bad ones in memory.
private struct PatchableFont {
    var bytes: [UInt8]

    init(_ relative: String) throws {
        bytes = [UInt8](try Data(contentsOf: Fixtures.font(relative)))
    }

    var data: Data { Data(bytes) }
    var isCollection: Bool { bytes.starts(with: Array("ttcf".utf8)) }

    /// Where each face's table directory starts: 0, or a collection's offsets.
    var faceOffsets: [Int] {
        isCollection ? (0..<u32(8)).map { u32(12 + 4 * $0) } : [0]
    }

    struct Table {
        var tag: String
        /// Where the table's directory record is.
        var record: Int
        var offset: Int
        var length: Int
    }

    func tables(face: Int = 0) -> [Table] {
        let directory = faceOffsets[face]
        return (0..<u16(directory + 4)).map { index in
            let record = directory + 12 + 16 * index
            return Table(
                tag: String(decoding: bytes[record..<record + 4], as: UTF8.self), record: record,
                offset: u32(record + 8), length: u32(record + 12))
        }
    }

    func table(_ tag: String) -> Table? { tables().first { $0.tag == tag } }

    /// Appends `content` at the end (4-byte aligned) and points the directory record of `tag` at it.
    mutating func replaceTable(_ tag: String, with content: [UInt8]) {
        let record = table(tag)!.record
        while bytes.count % 4 != 0 { bytes.append(0) }
        put32(bytes.count, at: record + 8)
        put32(content.count, at: record + 12)
        bytes += content
    }

    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    mutating func put16(_ value: Int, at: Int) { bytes.replaceSubrange(at..<at + 2, with: bigEndian16(value)) }
    mutating func put32(_ value: Int, at: Int) { bytes.replaceSubrange(at..<at + 4, with: bigEndian32(value)) }
}

private func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
}

private func bigEndian32(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
}
