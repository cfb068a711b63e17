import Foundation
import Testing

@testable import FontInspector
@testable import FontInspectorModel
@testable import FontInspectorReading

/// What every report must be, whatever its input: an error that says why, or faces that make sense.
func expectSane(
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
struct PatchableFont {
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

func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
}

func bigEndian32(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
}
