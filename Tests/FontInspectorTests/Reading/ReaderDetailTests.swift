import CFreeType
import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// The pieces behind the goldens: name decoding, preference order, fixed-point values, and the
/// variable-font PostScript names compared with FreeType's own derivation.
@Suite struct ReaderDetailTests {
    @Test func utf16WithAnOddLengthKeepsWhatItCan() {
        let bytes: [UInt8] = [0x00, 0x41, 0x00, 0xE9, 0x00]
        let text = bytes.withUnsafeBytes { NameDecoding.utf16BE($0) }
        #expect(text == "Aé\u{FFFD}")
    }

    @Test func macRomanHighBytes() {
        let bytes: [UInt8] = [0x52, 0x6F, 0x62, 0x99, 0x74, 0x6F, 0x20, 0xDB, 0xA5]
        let text = bytes.withUnsafeBytes { NameDecoding.macRoman($0) }
        #expect(text == "Robôto €•")
    }

    @Test func undecodedLegacyEncodingGivesNil() {
        let bytes: [UInt8] = [0x82, 0xA0]
        #expect(bytes.withUnsafeBytes { NameDecoding.decode($0, platformID: 3, encodingID: 2) } == nil)
    }

    @Test func preferenceOrder() {
        func record(_ platform: Int, _ encoding: Int, _ language: Int, _ value: String) -> NameRecord {
            NameRecord(platformID: platform, encodingID: encoding, languageID: language, nameID: 1, value: value)
        }
        let mac = record(1, 0, 0, "mac")
        let unicode = record(0, 3, 0, "unicode")
        let french = record(3, 1, 0x40C, "french")
        let british = record(3, 1, 0x809, "british")
        let american = record(3, 1, 0x409, "american")
        #expect([mac, unicode, french, british, american].preferredValue(for: 1) == "american")
        #expect([mac, unicode, french, british].preferredValue(for: 1) == "british")
        #expect([unicode, french, mac].preferredValue(for: 1) == "mac")
        #expect([french, unicode].preferredValue(for: 1) == "unicode")
        #expect([french].preferredValue(for: 1) == "french")
        #expect([french].preferredValue(for: 2) == nil)
    }

    /// Read without its name records (as the audit reads), a face still lists the PostScript-name
    /// records that name it otherwise than its own name (a Macintosh record, where FreeType's
    /// order reads the Windows one), and no other record; with them, every record.
    @Test func aFaceKeepsThePostScriptNamesItsOtherRecordsGive() throws {
        let twoNames = Fixtures.font("Edge/TwoRecordNames.ttf")
        let lean = try #require(try FontFileInspector(nameRecords: false).inspectFile(at: twoNames).faces.first)
        #expect(lean.postscriptName == "TwoRecords-Windows")
        #expect(lean.nameRecords.map { "\($0.platformID) \($0.nameID) \($0.value ?? "")" } == ["1 6 TwoRecords-Mac"])
        let full = try #require(try FontFileInspector(nameRecords: true).inspectFile(at: twoNames).faces.first)
        #expect(full.nameRecords.count > 10)
        #expect(full.nameRecords.contains { $0.nameID == 6 && $0.value == "TwoRecords-Windows" })

        let oneName = Fixtures.font("Roboto/Roboto-Bold.ttf")
        let roboto = try #require(try FontFileInspector(nameRecords: false).inspectFile(at: oneName).faces.first)
        #expect(roboto.postscriptName == "Roboto-Bold")
        #expect(roboto.nameRecords.isEmpty)
    }

    @Test func negativeFixedValuesAreSignExtended() {
        #expect(fixedToDouble(FT_Fixed(65526 * 65536)) == -10)
        #expect(fixedToDouble(FT_Fixed(-10 * 65536)) == -10)
        #expect(fixedToDouble(FT_Fixed(900 * 65536)) == 900)
        #expect(fixedToDouble(FT_Fixed(0x8000)) == 0.5)
    }

    @Test func derivedInstanceNamesEqualFreeTypes() throws {
        let url = Fixtures.font("Inter/Inter-roman.var.ttf")
        let report = try FontFileInspector().inspectFile(at: url)
        let instances = try #require(report.faces.first?.instances)
        #expect(instances.count == 9)
        let library = try FreeTypeLibrary()
        let bytes = try FontBytes.map(path: url.path)
        for (index, instance) in instances.enumerated() {
            let face = try FreeTypeFace(library: library, bytes: bytes, index: (index + 1) << 16)
            #expect(instance.postscriptName == face.freeTypePostScriptName(), "instance \(index + 1)")
            #expect(instance.postscriptNameDerived)
        }
    }

    @Test func cffNameIndex() {
        // header (1,0,4,1), INDEX count 2, offSize 1, offsets 1,4,6, data "Foo" "Ba"
        let bytes: [UInt8] = [1, 0, 4, 1, 0, 2, 1, 1, 4, 6] + Array("FooBa".utf8)
        #expect(CFFNameIndex.firstName(in: bytes) == "Foo")
        #expect(CFFNameIndex.firstName(in: Array(bytes.prefix(9))) == nil)
        #expect(CFFNameIndex.firstName(in: [1, 0, 4, 1, 0, 1, 9, 1, 200]) == nil)
    }
}
