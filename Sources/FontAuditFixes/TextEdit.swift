import FontAuditModel

/// One replacement in a file's bytes: `range` (UTF-8 byte offsets) becomes `replacement`.
package struct TextEdit: Sendable, Hashable {
    /// The bytes replaced; empty for an insertion.
    package var range: Range<Int>
    /// What is written in their place.
    package var replacement: [UInt8]

    /// Creates an edit.
    package init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Creates an edit writing `text` as UTF-8.
    package init(range: Range<Int>, text: String) {
        self.init(range: range, replacement: Array(text.utf8))
    }

    /// Whether the two edits touch the same bytes (two insertions at one offset count too: their
    /// order would be a guess).
    func overlaps(_ other: TextEdit) -> Bool {
        if range.isEmpty || other.range.isEmpty {
            return range.lowerBound == other.range.lowerBound
                || (range.lowerBound > other.range.lowerBound && range.lowerBound < other.range.upperBound)
                || (other.range.lowerBound > range.lowerBound && other.range.lowerBound < range.upperBound)
        }
        return range.overlaps(other.range)
    }

    /// `bytes` with `edits` (which must not overlap) applied.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            out += bytes[cursor..<edit.range.lowerBound]
            out += edit.replacement
            cursor = edit.range.upperBound
        }
        out += bytes[cursor...]
        return out
    }
}

/// The lines of a file's bytes: where each starts, and how it ends.
struct LineTable {
    let bytes: [UInt8]
    /// Byte offset of each line's first byte; line N (1-based) starts at `starts[N - 1]`.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        if starts.count > 1, starts.last == bytes.count { starts.removeLast() }
        self.starts = starts
    }

    /// The 1-based line's bytes without its line break; nil past the end.
    func content(ofLine line: Int) -> Range<Int>? {
        guard let whole = full(ofLine: line) else { return nil }
        var end = whole.upperBound
        if end > whole.lowerBound, bytes[end - 1] == 0x0A { end -= 1 }
        if end > whole.lowerBound, bytes[end - 1] == 0x0D { end -= 1 }
        return whole.lowerBound..<end
    }

    /// The 1-based line's bytes with its line break.
    func full(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= starts.count, !bytes.isEmpty else { return nil }
        return starts[line - 1]..<(line < starts.count ? starts[line] : bytes.count)
    }

    /// The 1-based line holding byte `offset`.
    func line(of offset: Int) -> Int { LineIndex.line(holding: offset, starts: starts) }

    /// The file's own line break: `\r\n` when its first line ends so, else `\n`.
    var lineBreak: [UInt8] {
        guard let first = bytes.firstIndex(of: 0x0A) else { return [0x0A] }
        return first > 0 && bytes[first - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(at offset: Int) -> [UInt8] {
        let start = starts[line(of: offset) - 1]
        return Array(bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 })
    }

    /// Whether only spaces and tabs lie between the line's start and `offset`.
    func onlyIndentationBefore(_ offset: Int) -> Bool {
        bytes[starts[line(of: offset) - 1]..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The byte offset of a 1-based `column` counted in Unicode scalars on `line`.
    func offset(line: Int, scalarColumn column: Int) -> Int? {
        guard let range = content(ofLine: line), column >= 1 else { return nil }
        var seen = 1
        var index = range.lowerBound
        while seen < column {
            guard index < range.upperBound else { return nil }
            index += 1
            while index < range.upperBound, bytes[index] & 0xC0 == 0x80 { index += 1 }
            seen += 1
        }
        return index
    }

    /// The first offset in `range` where `needle` starts.
    func firstOccurrence(of needle: [UInt8], in range: Range<Int>) -> Int? {
        guard !needle.isEmpty, range.count >= needle.count else { return nil }
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Every offset in `range` where `needle` starts.
    func occurrences(of needle: [UInt8], in range: Range<Int>) -> [Int] {
        guard !needle.isEmpty, range.count >= needle.count else { return [] }
        var found: [Int] = []
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                found.append(index)
            }
            index += 1
        }
        return found
    }
}

/// Text as Xcode writes it in XML, so that it can be found in a file and written back alike: `&`,
/// `<` and `>` escaped, and `"` too in an attribute. (JUnitReporter's `escape` writes new XML and
/// escapes more, which would not match what is in the file.)
func xmlEscaped(_ text: String, attribute: Bool = false) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"" where attribute: out += "&quot;"
        default: out.append(character)
        }
    }
    return out
}
