// The scanner's reading of the bytes: space, comments, strings, templates, regular expressions and
// words, each skipped as JavaScript writes it.
extension JavaScriptImports.Scanner {
    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                if !skipComment() { return }
            default:
                return
            }
        }
    }

    /// Skips a comment at `index`; false when none starts there.
    mutating func skipComment() -> Bool {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return false }
        if bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return true
        }
        if bytes[index + 1] == UInt8(ascii: "*") {
            index += 2
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    return true
                }
                index += 1
            }
            return true
        }
        return false
    }

    /// A string at `index` (its quote there): its text as written; the index ends past its
    /// closing quote. A quote left open
    /// at a line's end (an apostrophe in JSX text) ends there, so it swallows one line at most.
    mutating func readString() -> String? {
        skipString().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// ``readString()`` without making its text: where it was, past the opening quote.
    mutating func skipString() -> Range<Int>? {
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return start..<(index - 1)
            }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                if quote != UInt8(ascii: "`") {
                    index += 1
                    return nil
                }
            }
            if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "{")
            {
                skipInterpolation()
                continue
            }
            index += 1
        }
        return nil
    }

    /// `${…}` in a template literal, nested braces and strings included.
    mutating func skipInterpolation() {
        index += 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                _ = skipString()
                continue
            default: break
            }
            index += 1
        }
    }

    /// A regular expression literal at `index` (its `/` there), classes (`[/]`) included.
    mutating func skipRegex() {
        index += 1
        var inClass = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { return }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            index += 1
            if byte == UInt8(ascii: "/"), !inClass { return }
        }
    }

    mutating func readWord() -> Slice<UnsafeBufferPointer<UInt8>> {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        return bytes[start..<index]
    }

    static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Whether a `/` after `byte` starts a regular expression rather than dividing: after an
    /// operator or an opening bracket, not after a value.
    static func regexMayFollow(_ byte: UInt8) -> Bool {
        !(isWordByte(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "}"))
    }
}
