import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

extension BadInputMatrixTests {
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
}
