import Foundation

/// `text` in backticks, for messages.
package func quoted(_ text: String) -> String { "`\(text)`" }

/// Each of `texts` in backticks, joined by commas, for messages: "`A`, `B`".
package func quotedList(_ texts: some Sequence<String>) -> String { texts.map(quoted).joined(separator: ", ") }

/// Lower case, letters and digits only: "Brand Bold", "brand-bold" and "BrandBold" fold alike.
package func folded(_ text: String) -> String {
    // ASCII by its bytes: the same letters and digits, without a character's properties looked
    // up in the Unicode tables (name suggestions fold thousands of names).
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    return text.lowercased().filter { $0.isLetter || $0.isNumber }
}

extension String {
    /// The string `utf8` spells, or nil when it is not UTF-8. (Decoding repairs bad bytes and
    /// comparing with `memcmp` finds a repair: twice as fast as `String(validating:as:)`, which
    /// needs macOS 15, and much faster than comparing element by element.)
    package init?(exactlyUTF8 utf8: UnsafeBufferPointer<UInt8>) {
        var text = String(decoding: utf8, as: UTF8.self)
        let unchanged = text.withUTF8 { decoded in
            guard decoded.count == utf8.count else { return false }
            guard let one = decoded.baseAddress, let other = utf8.baseAddress else { return true }
            return memcmp(one, other, utf8.count) == 0
        }
        guard unchanged else { return nil }
        self = text
    }

    /// The string without every trailing repetition of `suffix`.
    package func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix), !text.isEmpty { text.removeLast(suffix.count) }
        return text
    }
}

extension String {
    /// The text's lines: split at every line feed (`\n`), empty ones kept, a carriage return
    /// before it left at the line's end (callers trim). Unlike `split(separator: "\n")`, which
    /// breaks the text into characters first and so never splits at `\r\n` (one character), a
    /// file with Windows line breaks has its lines too; found by bytes (a line feed is never part
    /// of another character's bytes).
    package func lineSlices() -> [Substring] {
        // The line feeds' offsets, found with `memchr` in the bytes (stepping through the UTF-8
        // view was 32 instructions a byte: a big project's pbxproj is 700 KB).
        var text = self
        let feeds = text.withUTF8 { bytes -> [Int] in
            var feeds: [Int] = []
            guard let base = bytes.baseAddress else { return feeds }
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
            {
                let feed = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                feeds.append(feed)
                offset = feed + 1
            }
            return feeds
        }
        let utf8 = self.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(feeds.count + 1)
        var start = utf8.startIndex
        var startOffset = 0
        for feed in feeds {
            let end = utf8.index(start, offsetBy: feed - startOffset)
            lines.append(self[start..<end])
            start = utf8.index(after: end)
            startOffset = feed + 1
        }
        lines.append(self[start..<utf8.endIndex])
        return lines
    }
}

extension StringProtocol {
    /// Foundation's `contains(_:)`, which is slow on Linux, asked only when `other` may be there:
    /// an ASCII `other` whose bytes do not occur is not there for Foundation either (no character is
    /// canonically equivalent to ASCII but the ASCII itself, save the Kelvin sign for `K`, the
    /// Greek question mark for `;` and U+1FEF for a backtick: an `other` holding one of those is
    /// always asked of Foundation).
    package func containsText(_ other: String) -> Bool {
        let needle = Array(other.utf8)
        if needle.allSatisfy({
            $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`")
        }),
            !needle.isEmpty, !ByteSearch.contains(Array(utf8), ByteSearch.Needle(needle))
        {
            return false
        }
        return contains(other)
    }
}
