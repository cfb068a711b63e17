import FontAuditModel
import Foundation

/// A reader of plain XML, the kind Interface Builder writes: an optional `<?xml version="1.0" …?>`
/// declaration, comments, elements with ASCII names, attributes in quotes, text, and the five
/// predefined entities and character references. It gives the events `XMLParser` gives for such a
/// document (start tags with their attributes and the line `XMLParser` reports, text, end tags)
/// at a fraction of the cost (`XMLParser` made a dictionary and strings for every element).
///
/// Anything else (a byte-order mark, a DOCTYPE, CDATA, a processing instruction, a namespace, a
/// carriage return, a name outside ASCII, any error of well-formedness) stops the read with
/// `false`, and the caller reads the document with `XMLParser` instead: what the handler was given
/// is then to be dropped. So an error is always reported as `XMLParser` reports it.
/// `PlainXMLTests` holds the events to `XMLParser`'s on every document of the fixtures and on
/// edge cases.
package struct PlainXML {
    /// Where a start tag's attribute is, in the document's bytes.
    fileprivate struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
        /// The value holds an entity, a tab or a line feed, which reading it must replace.
        var decoded: Bool
    }

    /// A start tag, read from the document's bytes: valid only during ``Handler/start(_:)``.
    package struct Tag {
        fileprivate let bytes: UnsafeRawBufferPointer
        fileprivate let attributes: [Attribute]
        /// Where its `<` is: offset, line, and the offset that line starts at.
        fileprivate let place: (offset: Int, line: Int, lineStart: Int)
        /// The element's name.
        package let name: String
        /// The line of its closing `>`, as `XMLParser` reports it.
        package let line: Int

        /// The value of attribute `name`, entities replaced and white space normalized, or nil
        /// when the tag has none.
        package subscript(name: String) -> String? {
            var key = name
            return key.withUTF8 { key in
                for attribute in attributes
                where attribute.name.count == key.count
                    && memcmp(bytes.baseAddress! + attribute.name.lowerBound, key.baseAddress!, key.count) == 0
                {
                    let reader = Reader(bytes: bytes)
                    return attribute.decoded
                        ? reader.decoded(attribute.value, normalizing: true) : reader.string(attribute.value)
                }
                return nil
            }
        }

        /// Its attributes' names, as written.
        package var attributeNames: [String] {
            attributes.map { Reader(bytes: bytes).string($0.name) }
        }

        /// The 1-based line and column (in Unicode scalars) of its `<`.
        package var start: (line: Int, column: Int) {
            var column = 1
            for index in place.lineStart..<place.offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
            return (place.line, column)
        }
    }

    /// What a document's events go to.
    package protocol Handler: AnyObject {
        /// A start tag.
        func start(_ tag: Tag)
        /// Whether ``characters(_:)`` is wanted now (text outside the elements a handler reads
        /// is stepped over without making a string of it).
        var wantsCharacters: Bool { get }
        /// Text between tags, entities replaced.
        func characters(_ text: String)
        /// An end tag, or the end of an empty-element tag `<name/>`.
        func end(_ name: String)
    }

    /// `XMLParser` (libxml2) stops a document nested deeper than this; a deeper one is left to it.
    static let maximumDepth = 200

    /// Reads `bytes` (valid UTF-8, checked by the caller), giving its events to `handler`. False
    /// when the document is not plain XML or not well-formed: read it with `XMLParser` then.
    package static func read(_ bytes: UnsafeRawBufferPointer, to handler: some Handler) -> Bool {
        var reader = Reader(bytes: bytes)
        reader.attributes.reserveCapacity(16)
        return reader.document(handler)
    }

    fileprivate struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0
        var line = 1
        /// Where `line` starts.
        var lineStart = 0
        var attributes: [Attribute] = []

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

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

        /// The character an entity at `index` (its `&`) stands for, with `index` moved past its
        /// `;`, or nil when it is not one plain XML reads.
        private mutating func entity() -> Unicode.Scalar? {
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
