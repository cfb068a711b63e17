import FontAuditModel
import Foundation

extension LocalizationReader {
    /// The line of each `"key" =` at the start of a statement in a `.strings` text, read from its
    /// UTF-8 bytes: every byte the scan acts on is ASCII, which no byte of another character is.
    /// Only keys `keeping` keeps are put in. `lookedUp`, when given, holds the UTF-8 length of
    /// every key the caller looks up: no string is made of an ASCII key of another length, which
    /// equals none of them (no other text is canonically equivalent to ASCII text).
    static func keyLines(in text: String, keeping: (String) -> Bool = { _ in true }, lookedUp: Set<Int>? = nil)
        -> [String: Int]
    {
        var text = text
        return text.withUTF8 { keyLines(in: $0, keeping: keeping, lookedUp: lookedUp) }
    }

    private static func keyLines(in bytes: UnsafeBufferPointer<UInt8>, keeping: (String) -> Bool, lookedUp: Set<Int>?)
        -> [String: Int]
    {
        var lines: [String: Int] = [:]
        var line = 1
        var index = 0
        var expectKey = true
        var value: [UInt8] = []
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if next == UInt8(ascii: "*") {
                    index += 2
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "/")
                        {
                            index += 2
                            break
                        }
                        index += 1
                    }
                    continue
                }
            }
            if byte == UInt8(ascii: "\"") {
                let startLine = line
                index += 1
                if expectKey {
                    // Only a key's bytes are kept.
                    value.removeAll(keepingCapacity: true)
                    ascii = true
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                            index += 1
                            switch bytes[index] {
                            case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                            case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                            case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                            default: value.append(bytes[index])
                            }
                        } else {
                            value.append(bytes[index])
                        }
                        ascii = ascii && value[value.count - 1] < 0x80
                        index += 1
                    }
                    if !ascii || lookedUp?.contains(value.count) ?? true {
                        let key = String(decoding: value, as: UTF8.self)
                        if lines[key] == nil, keeping(key) { lines[key] = startLine }
                    }
                } else {
                    // A value's bytes (most of a table) are stepped over.
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                        index += 1
                    }
                }
                if index < bytes.count { index += 1 }
                expectKey = false
                continue
            }
            if byte == UInt8(ascii: ";") { expectKey = true }
            index += 1
        }
        return lines
    }

    /// The 1-based line of each `<key>` of an XML property list's text.
    static func plistKeyLines(in text: String) -> [String: Int] {
        firstLines(in: text) { line in
            guard let start = line.range(of: "<key>"),
                let end = line.range(of: "</key>", range: start.upperBound..<line.endIndex)
            else { return nil }
            return xmlUnescaped(String(line[start.upperBound..<end.lowerBound]))
        }
    }

    /// The 1-based line where each name `name(line)` gives first appears, from one pass over the text.
    static func firstLines(in text: String, name: (Substring) -> String?) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (index, line) in text.lineSlices().enumerated() {
            if let key = name(line), lines[key] == nil { lines[key] = index + 1 }
        }
        return lines
    }

    /// The text between a plist's tags, its entities decoded.
    static func xmlUnescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
