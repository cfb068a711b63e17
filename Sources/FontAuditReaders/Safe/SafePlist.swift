import Foundation

/// The one gate every property list passes through: Info.plists, `project.pbxproj`, strings
/// tables and plist style dictionaries. It refuses what crashes Foundation before Foundation sees
/// it, and what would make CoreFoundation print its own complaint on standard error
/// (``OldStylePlistPreflight``): nothing is printed, and standard error is never redirected, so a
/// crash keeps its message.
package enum SafePlist {
    /// Why a property list was not read.
    package enum Failure: Error {
        /// A binary plist holding a set: Foundation on Linux crashes bridging a damaged one
        /// (Fixtures/Crashers/plist-crash-34bc…), and no file the tool reads ever holds a set.
        case holdsASet
        /// Foundation's parser refused it, with its error.
        case unparsable(any Error)
        /// An old-style plist missing a `;` after a dictionary entry on this line: CoreFoundation
        /// would print its complaint and give up, so it is not given the bytes.
        case missingSemicolon(line: Int)
        /// Containers nested deeper than any real plist (``OldStylePlistPreflight/maximumDepth``).
        case nestedTooDeep
    }

    /// The parsed value and the format it was written in. A strings table read without Foundation
    /// (``OldStylePlistParser``) holds only the entries whose keys `keeping` keeps; one read by
    /// Foundation holds every entry, so a caller filters either way.
    package static func parse(_ data: Data, keeping: ((String) -> Bool)? = nil) throws(Failure) -> (
        value: Any, format: PropertyListSerialization.PropertyListFormat
    ) {
        #if DEBUG
            // Proves a crash inside the parse still prints its message (CheckCommandTests).
            if ProcessInfo.processInfo.environment["FONTAUDIT_TRAP_IN_PLIST_PARSE"] != nil {
                fatalError("deliberate trap inside a plist parse (FONTAUDIT_TRAP_IN_PLIST_PARSE)")
            }
        #endif
        if binaryPlistHoldsASet(data) { throw .holdsASet }
        if !data.starts(with: Array("bplist".utf8)) {
            // A text plist never holds a NUL byte (UTF-16 ones start with a byte-order mark); what
            // CoreFoundation makes of one is its own guess at the encoding, which the preflight
            // cannot follow (Fixtures/Crashers/oldstyle-crash-13b8…), so it is not given the bytes.
            if !hasUTF16ByteOrderMark(data),
                data.withUnsafeBytes({ $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil })
            {
                throw .unparsable(TextWithNULBytes())
            }
            // Most old-style plists (a project, a strings table) are read without Foundation: what
            // the parser is sure of, it reads as Foundation would, and it leaves the rest.
            if let value = OldStylePlistParser.parse(data, keeping: keeping) { return (value, .openStep) }
            switch OldStylePlistPreflight.verdict(utf16(data)) {
            case .quiet: break
            case .wouldLog(let line): throw .missingSemicolon(line: line)
            case .tooDeep: throw .nestedTooDeep
            }
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            let value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            return (value, format)
        } catch {
            throw .unparsable(error)
        }
    }

    /// The text as CoreFoundation decodes a plist that is not binary: UTF-16 after its byte-order
    /// mark, else UTF-8, each invalid byte as U+FFFD. CoreFoundation converts some invalid UTF-8 (a
    /// stray 0xA9) and refuses other ("Conversion of string failed"): either way no invalid byte
    /// becomes a character of the grammar, so where it converts, it parses this same structure;
    /// where it refuses, a predicted complaint refuses what it would refuse too (both found by the
    /// `oldstyle` harness: Fixtures/Crashers/oldstyle-crash-54aa… and -e799…).
    package static func utf16(_ data: Data) -> [UInt16] {
        if hasUTF16ByteOrderMark(data) {
            let little = data.first == 0xFF
            let bytes = [UInt8](data.dropFirst(2))
            return stride(from: 0, to: bytes.count - 1, by: 2).map {
                little ? UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 : UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
        }
        // CoreFoundation drops a UTF-8 byte-order mark (GNUstep's Norwegian Localizable.strings has
        // one, and a missing `;`: scripts/real-code-run caught the complaint the preflight missed).
        var units = Array(String(decoding: data, as: UTF8.self).utf16)
        if units.first == 0xFEFF { units.removeFirst() }
        return units
    }

    package static func hasUTF16ByteOrderMark(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
    }

    /// The error for text holding NUL bytes.
    struct TextWithNULBytes: Error, CustomStringConvertible {
        var description: String { "the text holds NUL bytes" }
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
            count > 0, count < bytes.count, tableOffset < bytes.count
        else { return false }
        for index in 0..<count {
            guard let objectOffset = integer(tableOffset + index * offsetSize, offsetSize), objectOffset >= 0,
                objectOffset < bytes.count
            else { return false }
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
