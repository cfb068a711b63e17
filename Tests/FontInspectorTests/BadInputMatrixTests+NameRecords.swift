import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

extension BadInputMatrixTests {
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
}
