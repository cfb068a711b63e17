import FontInspectorReading
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReporters
@testable import FontAuditRules

extension FontUnusedTests {
    /// A line that looks a font file up registers it; the name on it asks for nothing.
    @Test func aFileLookupIsNoMention() {
        let wanted: Set<[UInt8]> = [Array("Roboto-Bold".utf8), Array("Roboto".utf8)]
        func found(_ text: String) -> [String: Int] {
            InventoryBuilder.wholeStrings(in: Array(text.utf8), among: wanted, longest: 11)
        }
        #expect(found("let url = Bundle.main.url(forResource: \"Roboto-Bold\", withExtension: \"ttf\")\n") == [:])
        #expect(found("x\nlet names = [\"Roboto-Bold\"]\n") == ["Roboto-Bold": 2])
        #expect(found("<string>Roboto-Bold</string>") == ["Roboto-Bold": 1])
        #expect(found("let a = \"Roboto-Bold.ttf\"; let b = Roboto-Bold") == [:])
        #expect(found("a\nb\n{fontFamily: 'Roboto'} 'Roboto-Bold' \"Roboto\"") == ["Roboto": 3, "Roboto-Bold": 3])
        #expect(found("\"Roboto\n\"") == [:], "a string ends at its line")
    }

    /// The name records of each face of a collection, read from the bytes alone, as fontTools
    /// reads them: `TTCollection(path).fonts[i]['name'].getDebugName(6)`.
    @Test func faceNamesOfACollection() throws {
        let bytes = try [UInt8](
            Data(contentsOf: Repo.root.appendingPathComponent("Fixtures/Fonts/Collections/RobotoCondensed.ttc")))
        let faces = FaceNames.records(in: bytes, ids: [6])
        #expect(faces.map { Set($0.compactMap(\.value)) } == [["RobotoCondensed-Regular"], ["RobotoCondensed-Bold"]])
        let cut = FaceNames.records(in: Array(bytes.prefix(40)), ids: [6])
        #expect(cut.count { !$0.isEmpty } == 0, "a cut file gives no names")
        #expect(FaceNames.records(in: Array("not a font".utf8), ids: [6]).isEmpty)
    }

    @Test func byteCounts() {
        #expect(ByteCount.text(1) == "1 byte")
        #expect(ByteCount.text(999) == "999 bytes")
        #expect(ByteCount.text(10_676) == "11 KB")
        #expect(ByteCount.text(999_499) == "999 KB")
        #expect(ByteCount.text(999_500) == "1.0 MB")
        #expect(ByteCount.text(2_149_999) == "2.1 MB")
    }
}
