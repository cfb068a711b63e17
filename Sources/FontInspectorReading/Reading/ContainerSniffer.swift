import FontInspectorModel
import Foundation

/// Recognizes a font container from its bytes and checks that the file is as long as its own
/// header and table directories say. Reads only headers; never trusts an offset it has not checked.
struct ContainerSniffer {
    let bytes: UnsafeRawBufferPointer

    /// What the first bytes say, before FreeType is asked.
    enum Kind {
        case sfnt(collection: Bool)
        case woff, woff2, type1, unknown
    }

    func kind() -> Kind {
        switch magic(at: 0) {
        case 0x0001_0000, fourCC("true"), fourCC("typ1"), fourCC("OTTO"): return .sfnt(collection: false)
        case fourCC("ttcf"): return .sfnt(collection: true)
        case fourCC("wOFF"): return .woff
        case fourCC("wOF2"): return .woff2
        default: break
        }
        if bytes.count >= 2, bytes[0] == 0x80, bytes[1] == 0x01 { return .type1 }
        if startsWith("%!PS-AdobeFont") || startsWith("%!FontType1") { return .type1 }
        return .unknown
    }

    /// The offsets of every sfnt face in the file (one for a plain sfnt, n for a collection).
    func faceOffsets(collection: Bool) throws(FontReadError) -> [Int] {
        guard collection else { return [0] }
        guard let count = uint32(at: 8) else { throw .truncated(detail: "the collection header is cut off") }
        guard count > 0 else { throw .truncated(detail: "the collection header lists no faces") }
        let directoryEnd = 12 + 4 * Int(count)
        guard directoryEnd <= bytes.count else {
            throw .truncated(
                detail: "the collection header lists \(count) faces but the file ends at byte \(bytes.count)")
        }
        return (0..<Int(count)).map { Int(uint32(at: 12 + 4 * $0)!) }
    }

    /// The sfnt table directory at `offset`, after checking every table lies in the file.
    func tables(atOffset offset: Int) throws(FontReadError) -> SfntDirectory {
        guard let numTables = uint16(at: offset + 4) else {
            throw .truncated(
                detail: "the table directory at byte \(offset) is past the end of the file (\(bytes.count) bytes)")
        }
        let recordsEnd = offset + 12 + 16 * Int(numTables)
        guard recordsEnd <= bytes.count else {
            throw .truncated(
                detail: "the table directory lists \(numTables) tables but the file ends at byte \(bytes.count)")
        }
        for index in 0..<Int(numTables) {
            let record = offset + 12 + 16 * index
            let start = Int(bytes.bigEndianUInt32(at: record + 8))
            let length = Int(bytes.bigEndianUInt32(at: record + 12))
            if start + length > bytes.count {
                let tag = tagString(bytes.bigEndianUInt32(at: record))
                throw .truncated(
                    detail: "table '\(tag)' ends at byte \(start + length) but the file has \(bytes.count) bytes")
            }
        }
        return SfntDirectory(bytes: bytes, offset: offset, count: Int(numTables))
    }

    /// For WOFF and WOFF2: the header's total length must equal the file size.
    func checkWebFontLength() throws(FontReadError) {
        guard let length = uint32(at: 8) else { throw .truncated(detail: "the WOFF header is cut off") }
        if Int(length) > bytes.count {
            throw .truncated(detail: "the WOFF header says \(length) bytes but the file has \(bytes.count)")
        }
    }

    /// The first bytes, quoted for an error message.
    func quotedStart() -> String {
        let prefix = bytes.prefix(16)
        if prefix.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
            let text = String(decoding: prefix, as: UTF8.self)
                .replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\r", with: "\\r")
                .replacingOccurrences(of: "\t", with: "\\t")
            return "the text \"\(text)\(bytes.count > 16 ? "…" : "")\""
        }
        return "the bytes "
            + prefix.prefix(8).map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined(separator: " ")
    }

    private func magic(at offset: Int) -> UInt32? { uint32(at: offset) }

    private func startsWith(_ prefix: String) -> Bool {
        let utf8 = Array(prefix.utf8)
        return bytes.count >= utf8.count && zip(bytes, utf8).allSatisfy { $0 == $1 }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return bytes.bigEndianUInt16(at: offset)
    }

    func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes.bigEndianUInt32(at: offset)
    }
}
