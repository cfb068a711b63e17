/// The strings of a JSON translation table, read in one pass over its bytes: every string leaf
/// with its key path and the line its own key is written on. Strict JSON, as `JSON.parse` (which
/// Metro's `require` of a `.json` file is) takes it: a file that is not is nil, never a guess.
/// Nesting past ``maximumDepth`` is nil too (no stack to exhaust).
enum TranslationJSON {
    /// One string leaf: its keys from the top (an array's items by index), its text, its line.
    struct Leaf: Equatable {
        var path: [String]
        var text: String
        var line: Int
    }

    /// Nesting past which a file is not read.
    static let maximumDepth = 512
    /// Leaves deeper than this are read past, not given (as the tables' readers always did).
    static let deepestLeaf = 32

    /// Every string leaf of `bytes`, members of each object in the order of their keys (a key
    /// written twice counts once, its last value, as `JSON.parse` takes it); nil when `bytes` is not JSON.
    static func leaves(_ bytes: [UInt8]) -> [Leaf]? {
        var reader = Reader(bytes: bytes)
        var leaves: [Leaf] = []
        reader.skipSpace()
        guard reader.value(path: [], line: 1, depth: 0, into: &leaves) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? leaves : nil
    }

    struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        /// A lone surrogate (`\uD800`) makes the string nil rather than U+FFFD.
        var strict = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// After a member or an item: true past a `,` (another follows), false past `close` (the
        /// object or array ends), nil at anything else.
        mutating func next(closing close: UInt8) -> Bool? {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == close else { return nil }
            index += 1
            return bytes[index - 1] == UInt8(ascii: ",")
        }

        /// Past the `{` or `[` at `index`: false when the object or array is empty (its `close` read
        /// too), true when a member or an item follows.
        mutating func open(closing close: UInt8) -> Bool {
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == close else { return true }
            index += 1
            return false
        }

        /// An object's next key, with the line it is on, and its `:`: `index` is then at the value;
        /// nil when they are not there.
        mutating func memberKey() -> (key: String, line: Int)? {
            skipSpace()
            let line = self.line
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            return (key, line)
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"): line += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                default: return
                }
                index += 1
            }
        }

        /// One value at `index`, its string leaves added to `leaves` (at `line`, its key's).
        mutating func value(path: [String], line keyLine: Int, depth: Int, into leaves: inout [Leaf]) -> Bool {
            guard depth < maximumDepth, index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let text = string() else { return false }
                if depth <= deepestLeaf { leaves.append(Leaf(path: path, text: text, line: keyLine)) }
                return true
            case UInt8(ascii: "{"):
                guard open(closing: UInt8(ascii: "}")) else { return true }
                var members: [(key: String, leaves: [Leaf])] = []
                var positions: [String: Int] = [:]
                while true {
                    guard let (key, line) = memberKey() else { return false }
                    var inner: [Leaf] = []
                    guard value(path: path + [key], line: line, depth: depth + 1, into: &inner) else { return false }
                    if let position = positions[key] {
                        members[position].leaves = inner
                    } else {
                        positions[key] = members.count
                        members.append((key, inner))
                    }
                    guard let more = next(closing: UInt8(ascii: "}")) else { return false }
                    if !more { break }
                }
                for member in members.sorted(by: { $0.key < $1.key }) { leaves += member.leaves }
                return true
            case UInt8(ascii: "["):
                guard open(closing: UInt8(ascii: "]")) else { return true }
                var item = 0
                while true {
                    skipSpace()
                    // An array's items are at their key's line.
                    guard value(path: path + [String(item)], line: keyLine, depth: depth + 1, into: &leaves) else {
                        return false
                    }
                    item += 1
                    guard let more = next(closing: UInt8(ascii: "]")) else { return false }
                    if !more { return true }
                }
            case UInt8(ascii: "t"): return word("true")
            case UInt8(ascii: "f"): return word("false")
            case UInt8(ascii: "n"): return word("null")
            default: return number()
            }
        }

        mutating func word(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard index + expected.count <= bytes.count, bytes[index..<(index + expected.count)].elementsEqual(expected)
            else { return false }
            index += expected.count
            return true
        }

        /// `-? digits (. digits)? ([eE] [+-]? digits)?`.
        mutating func number() -> Bool {
            let start = index
            guard numberText() else { return false }
            guard strict else { return true }
            // Strict: no leading zero, and a value a Double holds, as Foundation's parser takes them.
            let unsigned = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
            if index - unsigned > 1, bytes[unsigned] == UInt8(ascii: "0"),
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[unsigned + 1])
            {
                return false
            }
            return Double(String(decoding: bytes[start..<index], as: UTF8.self))?.isFinite ?? false
        }

        private mutating func numberText() -> Bool {
            func digits() -> Bool {
                let start = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index > start
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return false }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() else { return false }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() else { return false }
            }
            return true
        }

        /// The string at `index` (its opening quote), escapes decoded; nil when it is not one.
        mutating func string() -> String? {
            index += 1
            let start = index
            // Most strings have no escape: their bytes are the text.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            }
            var scalars = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: scalars, as: UTF8.self)
                }
                guard byte >= 0x20 else { return nil }
                if byte != UInt8(ascii: "\\") {
                    scalars.append(byte)
                    index += 1
                    continue
                }
                guard index + 1 < bytes.count else { return nil }
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return nil }
                    // A surrogate pair is one scalar; a lone surrogate is U+FFFD, as JavaScript shows it.
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        let saved = index
                        index += 2
                        if let low = hex4(), (0xDC00...0xDFFF).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = saved
                        }
                    }
                    if strict, Unicode.Scalar(code) == nil { return nil }
                    scalars += Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
                default: return nil
                }
            }
            return nil
        }

        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var code: UInt32 = 0
            for byte in bytes[index..<(index + 4)] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                code = code << 4 | UInt32(digit)
            }
            index += 4
            return code
        }
    }
}

extension TranslationJSON {
    /// The first key of the object `bytes` opens with (`{ "en": …` → `en`), read without parsing
    /// the rest; nil when they open no object, or its first key has an escape or does not end in them.
    static func firstKey(_ bytes: [UInt8]) -> String? {
        firstKeys(bytes, depth: 1).first
    }

    /// The first key of the object, then the first key of that key's value when it is an object,
    /// and so on `depth` deep, as far as `bytes` (a file's first bytes) go: `{ "common": { "de":`
    /// gives `["common", "de"]`.
    static func firstKeys(_ bytes: [UInt8], depth: Int) -> [String] {
        var index = 0
        var keys: [String] = []
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        while keys.count < depth {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { break }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { break }
            let start = index + 1
            guard
                let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
                bytes[end] == UInt8(ascii: "\"")
            else { break }
            keys.append(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end + 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { break }
            index += 1
        }
        return keys
    }
}
