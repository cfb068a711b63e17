/// Writes pretty-printed JSON as UTF-8 bytes into one growing buffer: exactly what `JSONEncoder`
/// writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, at a fraction of the cost.
/// `inspect` on a large library would otherwise spend most of its time building JSON.
///
/// The caller writes an object's keys already in `.sortedKeys` order (byte order of their UTF-8);
/// the writer adds the separators, line breaks and indentation. A test compares the result with
/// `JSONEncoder` on every fixture.
struct JSONWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// Nesting depth, counting the levels of `baseIndent`.
    private var depth: Int
    /// Whether the container just opened has no member yet.
    private var first = true

    /// A writer whose top-level value is printed at `baseIndent` levels of two spaces.
    init(baseIndent: Int = 0, capacity: Int = 4096) {
        depth = baseIndent
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its memory, for the next value.
    mutating func reset(baseIndent: Int = 0) {
        bytes.removeAll(keepingCapacity: true)
        depth = baseIndent
        first = true
    }

    // MARK: Containers

    mutating func beginObject() { open(0x7B) }
    mutating func endObject() { close(0x7D) }
    mutating func beginArray() { open(0x5B) }
    mutating func endArray() { close(0x5D) }

    /// Starts the member `name` of the open object: separator, indentation, `"name" : `.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(0x22)
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        append(#"" : "#)
    }

    /// Starts a member whose name is only known at run time (sorted by the caller too).
    mutating func key(_ name: String) {
        separate()
        string(name)
        append(" : ")
    }

    /// Starts the next element of the open array.
    mutating func element() { separate() }

    // MARK: Values

    mutating func null() { append("null") }

    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    mutating func int(_ value: Int) {
        if value < 0 {
            bytes.append(0x2D)
            // -Int.min does not fit: its digits are written from the unsigned magnitude.
            unsigned(UInt(bitPattern: value).magnitudeOfNegative)
        } else {
            unsigned(UInt(value))
        }
    }

    mutating func int(_ value: Int?) {
        if let value { int(value) } else { null() }
    }

    /// Whole numbers without a fraction, others in Swift's shortest round-trip form (``NumberText``).
    mutating func double(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            int(Int(value))
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    /// A string literal: `"`, `\` and control characters escaped, everything else (`/`, non-ASCII)
    /// as its UTF-8 bytes.
    mutating func string(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(0x22)
    }

    mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    // MARK: Pieces

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        bytes.append(0x0A)
        depth += 1
        first = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        bytes.append(0x0A)
        indent()
        bytes.append(bracket)
        // The container was a member of its parent, which therefore has one.
        first = false
    }

    private mutating func separate() {
        if first {
            first = false
        } else {
            bytes.append(0x2C)
            bytes.append(0x0A)
        }
        indent()
    }

    private mutating func indent() {
        for _ in 0..<(2 * depth) { bytes.append(0x20) }
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func unsigned(_ value: UInt) {
        if value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[19 - count] = 0x30 + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case 0x22: append(#"\""#)
        case 0x5C: append(#"\\"#)
        case 0x0A: append(#"\n"#)
        case 0x0D: append(#"\r"#)
        case 0x09: append(#"\t"#)
        case 0x08: append(#"\b"#)
        case 0x0C: append(#"\f"#)
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            append(#"\u00"#)
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }
}

private extension UInt {
    /// For the bit pattern of a negative `Int`, its magnitude.
    var magnitudeOfNegative: UInt { 0 &- self }
}
