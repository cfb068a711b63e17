import Foundation

/// The one gate every property list passes through: Info.plists, `project.pbxproj` and
/// plist style dictionaries. It refuses what crashes Foundation before Foundation sees it, and
/// keeps CoreFoundation's own complaints off standard error (``ParserNoise``).
enum SafePlist {
    /// Why a property list was not read.
    enum Failure: Error {
        /// A binary plist holding a set: Foundation on Linux crashes bridging a damaged one
        /// (Fixtures/Crashers/plist-crash-34bc…), and no file the tool reads ever holds a set.
        case holdsASet
        /// Foundation's parser refused it, with its error.
        case unparsable(any Error)
    }

    /// The parsed value and the format it was written in.
    static func parse(_ data: Data) throws(Failure) -> (value: Any, format: PropertyListSerialization.PropertyListFormat) {
        if binaryPlistHoldsASet(data) { throw .holdsASet }
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            let value = try withQuietStandardError { try PropertyListSerialization.propertyList(from: data, options: [], format: &format) }
            return (value, format)
        } catch {
            throw .unparsable(error)
        }
    }

    /// Whether a binary plist (`bplist00`) has an object whose marker is a set (0xC_), read from
    /// its trailer and offset table with every offset checked.
    static func binaryPlistHoldsASet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return false }
        let trailer = bytes.count - 32
        func integer(_ offset: Int, _ size: Int) -> Int? {
            // Up to 7 bytes, so the value cannot overflow into a negative Int (a fuzzed trailer did).
            guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else { return nil }
            let significant = bytes[offset..<offset + size].drop { $0 == 0 }
            guard significant.count <= 7 else { return nil }
            return significant.reduce(0) { ($0 << 8) | Int($1) }
        }
        let offsetSize = Int(bytes[trailer + 6])
        guard let count = integer(trailer + 8, 8), let tableOffset = integer(trailer + 24, 8),
              count > 0, count < bytes.count, tableOffset < bytes.count else { return false }
        for index in 0..<count {
            guard let objectOffset = integer(tableOffset + index * offsetSize, offsetSize), objectOffset >= 0,
                  objectOffset < bytes.count else { return false }
            if bytes[objectOffset] & 0xF0 == 0xC0 { return true }
        }
        return false
    }

    /// Whether the bytes start (after a byte-order mark and white space) with `<?xml` or `<plist`.
    static func looksLikeXML(_ data: Data) -> Bool {
        var bytes = data.prefix(512)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self).drop { $0.isWhitespace }
        return text.hasPrefix("<?xml") || text.hasPrefix("<plist") || text.hasPrefix("<!DOCTYPE")
    }

    /// How a message names the type of a plist value: "a string", "an array", ...
    static func typeName(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Bool: "a boolean"
        case is NSNumber: "a number"
        case is Date: "a date"
        case is Data: "data"
        default: "a \(type(of: value))"
        }
    }
}
