import Foundation

/// A parser of old-style (OpenStep) property lists in UTF-8: `project.pbxproj` and `.strings`
/// tables, the largest plists an audit reads. It gives what Foundation's parser gives
/// (`[String: Any]`, `[Any]` and `String`), several times faster and without bridging, and only
/// for text it is sure of: anything outside the grammar below, or that Foundation reads in a way
/// of its own, gives nil, and ``SafePlist`` hands the bytes to Foundation as before.
///
/// The grammar is CoreFoundation's (`CFOldStylePList.c`): white space is ASCII 9–13 and space;
/// comments are `//` to the end of the line and `/* … */`; a value is a dictionary
/// `{ key = value; … }` (a key alone before `;` is its own value; a later key replaces an
/// earlier one), an array `( value, … )` (a comma may end it), a quoted string (`"` or `'`) or an
/// unquoted one of `A-Z a-z 0-9 _ $ / : . -`. A text that starts with a string and goes on is a
/// strings table: the entries of a dictionary without its braces.
///
/// Left to Foundation (nil here): bytes that are not valid UTF-8 or start with a byte-order mark;
/// non-ASCII bytes outside strings and comments (Unicode line separators count as white space
/// there); a line separator inside a `//` comment (it ends the comment there); data (`<…>`); an
/// octal escape other than 1–127; a `\U` escape without four hex digits or naming a surrogate; a
/// backslash before a non-ASCII character or at the end; nesting deeper than `maximumDepth`; and
/// every error, so that Foundation's message and ``OldStylePlistPreflight``'s verdict stand.
package struct OldStylePlistParser {
    /// Containers nested deeper than this are left to Foundation (and the preflight's verdict).
    static let maximumDepth = 64

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private var depth = 0
    /// Which entries of a strings table to keep (nil: all).
    private var keeping: ((String) -> Bool)?

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The value of an old-style plist, or nil when Foundation must read it (see the type's notes).
    /// A strings table keeps only the entries whose keys `keeping` keeps: the others are read
    /// (an error in them still gives nil) but no string is made of their values. Foundation's
    /// value, where it reads the text instead, has every entry.
    package static func parse(_ data: Data, keeping: ((String) -> Bool)? = nil) -> Any? {
        if data.starts(with: [0xEF, 0xBB, 0xBF]) || data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return nil
        }
        return data.withUnsafeBytes { raw -> Any? in
            let bytes = raw.bindMemory(to: UInt8.self)
            // Foundation converts the whole text first, and refuses an empty one: its own decisions.
            // An XML plist is Foundation's, known by its first byte past white space.
            guard let first = bytes.firstIndex(where: { !(9...13).contains($0) && $0 != UInt8(ascii: " ") }),
                bytes[first] != UInt8(ascii: "<"), isUTF8(bytes)
            else { return nil }
            var parser = OldStylePlistParser(bytes)
            parser.keeping = keeping
            return parser.document()
        }
    }

    /// Whether `bytes` are valid UTF-8 (the Unicode Standard's table 3-7: no overlong form, no
    /// surrogate, nothing past U+10FFFF): ASCII a word at a time, the rest a sequence at a time
    /// (the standard library's transcoder took 17 instructions a byte of a Cyrillic table).
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let count = bytes.count
        var index = 0
        @inline(__always) func continues(_ offset: Int) -> Bool { bytes[index + offset] & 0xC0 == 0x80 }
        while index < count {
            if index + 8 <= count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            switch lead {
            case 0..<0x80:
                index += 1
            case 0xC2..<0xE0:
                guard index + 1 < count, continues(1) else { return false }
                index += 2
            case 0xE0..<0xF0:
                guard index + 2 < count, continues(2) else { return false }
                let second = bytes[index + 1]
                let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
                guard (low...high).contains(second) else { return false }
                index += 3
            case 0xF0..<0xF5:
                guard index + 3 < count, continues(2), continues(3) else { return false }
                let second = bytes[index + 1]
                let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
                let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                guard (low...high).contains(second) else { return false }
                index += 4
            default:
                return false
            }
        }
        return true
    }

    // MARK: The document

    private mutating func document() -> Any? {
        guard let found = skipSpace() else { return nil }
        // White space and comments only: an empty dictionary.
        guard found else { return [String: Any]() }
        let start = index
        guard let first = value() else { return nil }
        guard let more = skipSpace() else { return nil }
        guard more else { return first }
        // More after a string: a strings table, read again from the start as a dictionary's entries.
        guard first is String else { return nil }
        index = start
        guard let table = entries(keeping: keeping) else { return nil }
        // Foundation ignores what follows the entries; here it must be the end.
        guard skipSpace() == false else { return nil }
        return table
    }

    // MARK: Values

    private mutating func value() -> Any? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            guard enter() else { return nil }
            defer { depth -= 1 }
            guard let dictionary = entries(), skipSpace() == true, bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            return dictionary
        case UInt8(ascii: "("):
            index += 1
            guard enter() else { return nil }
            defer { depth -= 1 }
            return array()
        default:
            return string()
        }
    }

    private mutating func enter() -> Bool {
        depth += 1
        return depth <= Self.maximumDepth
    }

    /// `key = value;` entries up to what is not a string (a `}` or the end), as
    /// `parsePlistDictContent` reads them; only those whose keys `keeping` keeps (nil: all).
    private mutating func entries(keeping: ((String) -> Bool)? = nil) -> [String: Any]? {
        var dictionary: [String: Any] = [:]
        while true {
            guard let found = skipSpace() else { return nil }
            guard found, Self.startsString(bytes[index]) else { return dictionary }
            guard let key = string(), skipSpace() == true else { return nil }
            let kept = keeping?(key) ?? true
            let value: Any
            switch bytes[index] {
            case UInt8(ascii: ";"):
                value = key
            case UInt8(ascii: "="):
                index += 1
                guard skipSpace() == true else { return nil }
                // A string that is not kept is read, not made.
                if !kept, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "(") {
                    guard string(making: false) != nil else { return nil }
                    value = ""
                } else {
                    guard let found = self.value() else { return nil }
                    value = found
                }
            default:
                return nil
            }
            guard kept else {
                guard skipSpace() == true, bytes[index] == UInt8(ascii: ";") else { return nil }
                index += 1
                continue
            }
            // A later key replaces an earlier one of the same characters; Foundation tells apart
            // keys that Swift finds equal (another normalization of the same text), so those are
            // left to it.
            if let earlier = dictionary.index(forKey: key), !dictionary[earlier].key.utf8.elementsEqual(key.utf8) {
                return nil
            }
            dictionary[key] = value
            guard skipSpace() == true, bytes[index] == UInt8(ascii: ";") else { return nil }
            index += 1
        }
    }

    /// The values of an array after its `(`, up to and past its `)`.
    private mutating func array() -> [Any]? {
        var array: [Any] = []
        while true {
            guard skipSpace() == true else { return nil }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return array
            }
            guard let element = value() else { return nil }
            array.append(element)
            guard skipSpace() == true else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                return array
            default:
                return nil
            }
        }
    }

    // MARK: White space and comments

    /// Skips white space and comments (`advanceToNonSpace`): true when something follows, false at
    /// the end, nil for what is left to Foundation (a non-ASCII byte, an unterminated `/*`, a line
    /// separator inside a `//` comment).
    private mutating func skipSpace() -> Bool? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 9...13, UInt8(ascii: " "):
                index += 1
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count else { return true }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                        // U+2028 and U+2029 end a line comment too.
                        if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                            bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                        {
                            return nil
                        }
                        index += 1
                    }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while true {
                        guard index + 1 < bytes.count else { return nil }
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { break }
                        index += 1
                    }
                    index += 2
                } else {
                    return true
                }
            case 0x80...:
                return nil
            default:
                return true
            }
        }
        return false
    }
}
