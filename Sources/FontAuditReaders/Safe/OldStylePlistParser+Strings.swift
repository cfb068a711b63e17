extension OldStylePlistParser {
    static func startsString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isUnquoted(byte)
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// A quoted or unquoted string at `index`; `making: false` reads it and gives "".
    mutating func string(making: Bool = true) -> String? {
        let first = bytes[index]
        if Self.isUnquoted(first) {
            let start = index
            while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
            return making ? text(start..<index) : ""
        }
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else { return nil }
        index += 1
        let start = index
        // Without escapes, the bytes as they are.
        while index < bytes.count, bytes[index] != first, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == first {
            index += 1
            return making ? text(start..<(index - 1)) : ""
        }
        guard making else {
            while index < bytes.count, bytes[index] != first {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count, escape() != nil else { return nil }
                } else {
                    index += 1
                }
            }
            guard index < bytes.count else { return nil }
            index += 1
            return ""
        }
        var unescaped = Array(bytes[start..<index])
        while index < bytes.count, bytes[index] != first {
            guard bytes[index] == UInt8(ascii: "\\") else {
                unescaped.append(bytes[index])
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count, let scalar = escape() else { return nil }
            UTF8.encode(scalar) { unescaped.append($0) }
        }
        guard index < bytes.count else { return nil }
        index += 1
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// The character a backslash escapes, the escape read (`getSlashedChar`); nil for an escape
    /// left to Foundation.
    private mutating func escape() -> Unicode.Scalar? {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits, a NeXTSTEP Latin byte: ASCII below 128.
            var number = Int(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else { break }
                number = number << 3 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard number > 0, number < 128 else { return nil }
            return Unicode.Scalar(UInt8(number))
        case UInt8(ascii: "U"):
            guard index + 4 <= bytes.count else { return nil }
            var number: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Self.hexDigit(bytes[index]) else { return nil }
                number = number << 4 + digit
                index += 1
            }
            return Unicode.Scalar(number)
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "v"): return "\u{0B}"
        case 0x80...: return nil
        default: return Unicode.Scalar(byte)
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
