import Foundation

extension PlainXML {
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0
        var line = 1
        /// Where `line` starts.
        var lineStart = 0
        var attributes: [Attribute] = []

        /// Counts the line feed at `index`.
        private mutating func newLine() {
            line += 1
            lineStart = index + 1
        }

        private func byte(_ offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        private func starts(with text: StaticString, at offset: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            return text.withUTF8Buffer { memcmp(bytes.baseAddress! + offset, $0.baseAddress!, count) == 0 }
        }

        /// Steps over spaces, tabs and line feeds; false on a carriage return.
        @discardableResult
        private mutating func skipSpace() -> (ok: Bool, count: Int) {
            var count = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09: break
                case 0x0A: newLine()
                case 0x0D: return (false, count)
                default: return (true, count)
                }
                index += 1
                count += 1
            }
            return (true, count)
        }

        private static func isNameStart(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
        }

        private static func isName(_ byte: UInt8) -> Bool {
            isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }

        /// An ASCII name without a colon at `index`, or nil.
        private mutating func name() -> Range<Int>? {
            let start = index
            guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
            index += 1
            while index < bytes.count, Self.isName(bytes[index]) { index += 1 }
            return start..<index
        }

        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// Whether a character XML allows (and plain XML keeps) starts at `offset`: not a control
        /// character but tab and line feed, not U+FFFE or U+FFFF (the bytes are valid UTF-8).
        private func isAllowed(_ byte: UInt8, at offset: Int) -> Bool {
            if byte < 0x20 { return byte == 0x09 || byte == 0x0A }
            if byte == 0xEF, offset + 2 < bytes.count, bytes[offset + 1] == 0xBF, bytes[offset + 2] >= 0xBE {
                return false
            }
            return true
        }

        /// A comment at `index` (its `<!--`), stepped over; false when it holds `--` before its end.
        private mutating func comment() -> Bool {
            index += 4
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "-"), byte(index + 1) == UInt8(ascii: "-") {
                    guard byte(index + 2) == UInt8(ascii: ">") else { return false }
                    index += 3
                    return true
                }
                guard isAllowed(current, at: index) else { return false }
                if current == 0x0A { newLine() }
                index += 1
            }
            return false
        }

        /// White space and comments, up to the next other byte or the end.
        private mutating func misc() -> Bool {
            while true {
                guard skipSpace().ok else { return false }
                guard starts(with: "<!--", at: index) else { return true }
                guard comment() else { return false }
            }
        }

        /// The declaration Xcode writes, if there is one: `version="1.0"`, then optionally
        /// `encoding="UTF-8"` and `standalone="yes"` or `"no"`, one space apart.
        private mutating func declaration() -> Bool {
            guard starts(with: "<?xml ", at: 0) else { return true }
            index = 6
            for (part, required) in [
                ("version=\"1.0\"", true), (" encoding=\"UTF-8\"", false), (" standalone=\"yes\"", false),
                (" standalone=\"no\"", false),
            ] {
                let utf8 = Array(part.utf8)
                if index + utf8.count <= bytes.count,
                    zip(bytes[index..<(index + utf8.count)], utf8).allSatisfy({
                        $0 == $1 || ($1 >= 0x41 && $1 <= 0x5A && $0 == $1 | 0x20)
                    })
                {
                    index += utf8.count
                } else if required {
                    return false
                }
            }
            guard starts(with: "?>", at: index) else { return false }
            index += 2
            return true
        }

        mutating func document(_ handler: some Handler) -> Bool {
            guard declaration(), misc(), byte(index) == UInt8(ascii: "<") else { return false }
            // The element names open, innermost last.
            var open: [Range<Int>] = []
            repeat {
                guard byte(index) == UInt8(ascii: "<") else {
                    guard content(handler) else { return false }
                    continue
                }
                switch byte(index + 1) {
                case UInt8(ascii: "/"):
                    index += 2
                    guard let name = name(), let expected = open.popLast(), name.count == expected.count,
                        memcmp(
                            bytes.baseAddress! + name.lowerBound, bytes.baseAddress! + expected.lowerBound, name.count)
                            == 0,
                        skipSpace().ok, byte(index) == UInt8(ascii: ">")
                    else { return false }
                    index += 1
                    handler.end(string(name))
                case UInt8(ascii: "!"):
                    guard starts(with: "<!--", at: index), comment() else { return false }
                default:
                    let tagStart = (offset: index, line: line, lineStart: lineStart)
                    index += 1
                    guard let name = startTag(), open.count < PlainXML.maximumDepth else { return false }
                    let empty = byte(index) == UInt8(ascii: "/")
                    index += empty ? 2 : 1
                    let text = string(name)
                    handler.start(Tag(bytes: bytes, attributes: attributes, place: tagStart, name: text, line: line))
                    if empty { handler.end(text) } else { open.append(name) }
                }
            } while !open.isEmpty
            return misc() && index == bytes.count
        }

        /// A start tag after its `<`: its name, with its attributes in `attributes` and `index` at
        /// its `>` or `/>`; nil when it is not plain XML.
        private mutating func startTag() -> Range<Int>? {
            guard let name = name() else { return nil }
            attributes.removeAll(keepingCapacity: true)
            while true {
                let space = skipSpace()
                guard space.ok, index < bytes.count else { return nil }
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") { return name }
                if byte == UInt8(ascii: "/") { return self.byte(index + 1) == UInt8(ascii: ">") ? name : nil }
                guard space.count > 0, let attributeName = self.name(), skipSpace().ok,
                    self.byte(index) == UInt8(ascii: "="),
                    {
                        index += 1
                        return skipSpace().ok
                    }(), let quote = self.byte(index),
                    quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
                else { return nil }
                // `xmlns` is a namespace, which XMLParser gives otherwise.
                guard !(attributeName.count == 5 && string(attributeName) == "xmlns") else { return nil }
                for other in attributes
                where other.name.count == attributeName.count
                    && memcmp(
                        bytes.baseAddress! + other.name.lowerBound, bytes.baseAddress! + attributeName.lowerBound,
                        attributeName.count) == 0
                {
                    return nil
                }
                index += 1
                let start = index
                var decoded = false
                while true {
                    guard index < bytes.count else { return nil }
                    let byte = bytes[index]
                    if byte == quote { break }
                    if byte == UInt8(ascii: "<") { return nil }
                    if byte == UInt8(ascii: "&") {
                        guard entity() != nil else { return nil }
                        decoded = true
                        continue
                    }
                    guard isAllowed(byte, at: index) else { return nil }
                    if byte == 0x0A {
                        newLine()
                        decoded = true
                    }
                    if byte == 0x09 { decoded = true }
                    index += 1
                }
                attributes.append(Attribute(name: attributeName, value: start..<index, decoded: decoded))
                index += 1
            }
        }

        /// Text up to the next `<`, given to `handler` when it wants it.
        private mutating func content(_ handler: some Handler) -> Bool {
            let start = index
            var decoded = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") { break }
                if byte == UInt8(ascii: "&") {
                    guard entity() != nil else { return false }
                    decoded = true
                    continue
                }
                if byte == UInt8(ascii: "]"), starts(with: "]]>", at: index) { return false }
                guard isAllowed(byte, at: index) else { return false }
                if byte == 0x0A { newLine() }
                index += 1
            }
            guard index < bytes.count else { return false }
            if handler.wantsCharacters {
                handler.characters(decoded ? self.decoded(start..<index, normalizing: false) : string(start..<index))
            }
            return true
        }
    }
}
