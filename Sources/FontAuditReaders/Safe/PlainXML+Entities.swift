import Foundation

extension PlainXML.Reader {
    /// The character an entity at `index` (its `&`) stands for, with `index` moved past its
    /// `;`, or nil when it is not one plain XML reads.
    mutating func entity() -> Unicode.Scalar? {
        var end = index + 1
        while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: bytes[(index + 1)..<end])
        func `is`(_ name: StaticString) -> Bool {
            body.count == name.utf8CodeUnitCount
                && name.withUTF8Buffer { memcmp(body.baseAddress!, $0.baseAddress!, body.count) == 0 }
        }
        var scalar: Unicode.Scalar
        if `is`("lt") {
            scalar = "<"
        } else if `is`("gt") {
            scalar = ">"
        } else if `is`("amp") {
            scalar = "&"
        } else if `is`("quot") {
            scalar = "\""
        } else if `is`("apos") {
            scalar = "'"
        } else {
            guard body.count >= 2, body[0] == UInt8(ascii: "#") else { return nil }
            let hex = body[1] == UInt8(ascii: "x")
            let digits = body.dropFirst(hex ? 2 : 1)
            let isDigit = { (byte: UInt8) in
                (byte >= 0x30 && byte <= 0x39)
                    || (hex && (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
            }
            guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(isDigit),
                let value = UInt32(String(decoding: digits, as: UTF8.self), radix: hex ? 16 : 10),
                let character = Unicode.Scalar(value)
            else { return nil }
            // A character XML allows, but a carriage return (left to XMLParser).
            let allowed =
                value == 0x09 || value == 0x0A || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
            guard allowed else { return nil }
            scalar = character
        }
        index = end + 1
        return scalar
    }

    /// The text of `range`, entities replaced; in an attribute's value (`normalizing`), tabs
    /// and line feeds written as such become spaces.
    func decoded(_ range: Range<Int>, normalizing: Bool) -> String {
        var copy = self
        copy.index = range.lowerBound
        var text = ""
        var plain = range.lowerBound
        while copy.index < range.upperBound {
            let byte = bytes[copy.index]
            if byte == UInt8(ascii: "&") {
                text += string(plain..<copy.index)
                // Checked when the range was read.
                text.unicodeScalars.append(copy.entity()!)
                plain = copy.index
            } else if normalizing, byte == 0x09 || byte == 0x0A {
                text += string(plain..<copy.index)
                text += " "
                copy.index += 1
                plain = copy.index
            } else {
                copy.index += 1
            }
        }
        return text + string(plain..<range.upperBound)
    }
}
