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

    // MARK: Helpers

    static func describe(_ counts: [String: Int]) -> String {
        "(" + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
    }
}
