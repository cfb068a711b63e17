/// The entries of a `.strings` table written as Xcode and translation tools write them —
/// `"key" = "value";` statements between white space and comments, escapes `\"`, `\\`, `\n`, `\t`
/// and `\r` — with the line of each key, in one pass over the UTF-8 text. Anything else (a key
/// without quotes or without a value, another escape, a non-ASCII byte outside a string, two keys
/// Swift finds equal written differently) is nil, and the table goes to ``SafePlist`` and
/// ``LocalizationReader/keyLines(in:keeping:lookedUp:)`` as before: on what this reads, both give
/// the same values and lines (`StringsTableScannerTests`).
enum StringsTableScanner {
    /// One key's value (its last) and the line the key is first written on.
    struct Entry: Equatable {
        var value: String
        var line: Int
    }

    /// The entries of a table's bytes when they are UTF-8 without a byte-order mark (most tables:
    /// no text of the whole file is made); nil for anything else.
    static func entries(utf8 data: [UInt8]) -> [String: Entry]? {
        data.withUnsafeBufferPointer { isPlainUTF8($0) ? entries(in: $0) : nil }
    }

    /// Whether `bytes` are UTF-8 without a byte-order mark (one of UTF-8's or UTF-16's).
    static func isPlainUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.starts(with: [0xEF, 0xBB, 0xBF]) && !bytes.starts(with: [0xFF, 0xFE])
            && !bytes.starts(with: [0xFE, 0xFF]) && OldStylePlistParser.isUTF8(bytes)
    }

    /// Whether a table's bytes (UTF-8 without a byte-order mark) read as a table, without making
    /// its strings: for a table no text looks up, whose entries are never used (true means the
    /// full parser reads it too; false only that this scanner does not).
    static func reads(utf8 data: [UInt8]) -> Bool {
        data.withUnsafeBufferPointer { isPlainUTF8($0) && entries(in: $0, making: false) != nil }
    }

    static func entries(_ text: String) -> [String: Entry]? {
        var text = text
        return text.withUTF8 { entries(in: $0) }
    }

    /// With `making` false, nothing is made: a table that reads gives no entries.
    private static func entries(in bytes: UnsafeBufferPointer<UInt8>, making: Bool = true) -> [String: Entry]? {
        // Foundation refuses an empty text (the reader takes white space alone as no entries).
        guard !bytes.isEmpty else { return nil }
        var entries: [String: Entry] = [:]
        var index = 0
        var line = 1
        var buffer: [UInt8] = []
        /// White space and comments; false at a non-ASCII byte or an unterminated comment.
        func skip() -> Bool {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"):
                    line += 1
                    index += 1
                case 9...13, UInt8(ascii: " "):
                    index += 1
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    // To the line feed; a carriage return ends the comment for the full parser, so
                    // only one before a line feed is read here.
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                        guard bytes[index] < 0x80 else { return false }
                        if bytes[index] == UInt8(ascii: "\r") {
                            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") else { return false }
                        }
                        index += 1
                    }
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    index += 2
                    while true {
                        guard index + 1 < bytes.count else { return false }
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { break }
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                    index += 2
                default:
                    return bytes[index] < 0x80
                }
            }
            return true
        }
        /// The quoted string at `index`, decoded; nil at anything this does not read.
        func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            let start = index
            // A NUL anywhere is the full parser's (which refuses the table).
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                guard bytes[index] != 0 else { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return making
                    ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self) : ""
            }
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return making ? String(decoding: buffer, as: UTF8.self) : ""
                }
                if byte != UInt8(ascii: "\\") {
                    guard byte != 0 else { return nil }
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    buffer.append(byte)
                    index += 1
                    continue
                }
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(bytes[index + 1])
                case UInt8(ascii: "n"): buffer.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): buffer.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): buffer.append(UInt8(ascii: "\r"))
                default: return nil
                }
                index += 2
            }
            return nil
        }
        while true {
            guard skip() else { return nil }
            guard index < bytes.count else { return entries }
            let keyLine = line
            guard let key = string(), skip(), index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            guard skip(), let value = string(), skip(), index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                return nil
            }
            index += 1
            guard making else { continue }
            if let earlier = entries.index(forKey: key) {
                guard entries[earlier].key.utf8.elementsEqual(key.utf8) else { return nil }
                entries[key]?.value = value
            } else {
                entries[key] = Entry(value: value, line: keyLine)
            }
        }
    }
}
