/// Writes pretty-printed JSON as UTF-8 bytes into one growing buffer: exactly what `JSONEncoder`
/// writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, at a fraction of the cost.
/// `inspect` on a large library would otherwise spend most of its time building JSON.
///
/// The caller writes an object's keys already in `.sortedKeys` order (byte order of their UTF-8);
/// the writer adds the separators, line breaks and indentation. A test compares the result with
/// `JSONEncoder` on every fixture.
package struct JSONWriter {
    /// The buffer: raw memory grown by doubling, so writing a byte is a store, not an array append.
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        /// Makes room for `extra` more bytes and returns where they go.
        @inline(__always) func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
            if count + extra > capacity { grow(count + extra) }
            return base + count
        }

        private func grow(_ needed: Int) {
            var newCapacity = capacity * 2
            while newCapacity < needed { newCapacity *= 2 }
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }

    private let storage: Storage
    /// Nesting depth, counting the levels of `baseIndent`.
    private var depth: Int
    /// Whether the container just opened has no member yet.
    private var first = true

    /// A writer whose top-level value is printed at `baseIndent` levels of two spaces.
    package init(baseIndent: Int = 0, capacity: Int = 4096) {
        depth = baseIndent
        storage = Storage(capacity: capacity)
    }

    /// The bytes written so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }

    // MARK: Containers

    package mutating func beginObject() { open(0x7B) }
    package mutating func endObject() { close(0x7D) }
    package mutating func beginArray() { open(0x5B) }
    package mutating func endArray() { close(0x5D) }

    /// Starts the member `name` of the open object: separator, indentation, `"name" : `.
    package mutating func key(_ name: StaticString) {
        separate()
        let length = name.utf8CodeUnitCount
        let at = storage.reserve(length + 5)
        at[0] = 0x22
        (at + 1).update(from: name.utf8Start, count: length)
        (at + 1 + length).update(from: Self.keyEnd.utf8Start, count: 4)
        storage.count += length + 5
    }

    private static let keyEnd: StaticString = #"" : "#

    /// Starts a member whose name is only known at run time (sorted by the caller too).
    package mutating func key(_ name: String) {
        separate()
        string(name)
        append(" : ")
    }

    /// Starts the next element of the open array.
    package mutating func element() { separate() }

    /// An array with an object for each of `items`, whose members `members` writes.
    package mutating func objects<Items: Sequence>(_ items: Items, _ members: (inout JSONWriter, Items.Element) -> Void)
    {
        beginArray()
        for item in items {
            element()
            beginObject()
            members(&self, item)
            endObject()
        }
        endArray()
    }

    /// An array of strings.
    package mutating func strings<Items: Sequence<String>>(_ items: Items) {
        beginArray()
        for item in items {
            element()
            string(item)
        }
        endArray()
    }

    // MARK: Values

    package mutating func null() { append("null") }

    package mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    package mutating func int(_ value: Int) {
        if value < 0 {
            byte(0x2D)
            // -Int.min does not fit: its digits are written from the unsigned magnitude.
            unsigned(UInt(bitPattern: value).magnitudeOfNegative)
        } else {
            unsigned(UInt(value))
        }
    }

    package mutating func int(_ value: Int?) {
        if let value { int(value) } else { null() }
    }

    /// Whole numbers without a fraction, others in Swift's shortest round-trip form (``NumberText``).
    package mutating func double(_ value: Double) {
        if let whole = NumberText.wholeNumber(value) {
            int(whole)
        } else {
            var text = "\(value)"
            text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
    }

    /// A string literal: `"`, `\` and control characters escaped, everything else (`/`, non-ASCII)
    /// as its UTF-8 bytes.
    package mutating func string(_ text: String) {
        byte(0x22)
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            var index = Self.firstToEscape(in: utf8, from: 0)
            while index < utf8.count {
                append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start..<index])))
                escape(utf8[index])
                start = index + 1
                index = Self.firstToEscape(in: utf8, from: start)
            }
            append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start...])))
        }
        byte(0x22)
    }

    /// The index of the first byte at or after `start` that must be escaped (a control character,
    /// `"` or `\`), or `utf8.count`. Tests eight bytes at a time: most strings need no escape.
    private static func firstToEscape(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = utf8.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= utf8.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // A byte below 0x20, or equal to `"` or `\`, sets its high bit in one of these
                // (the classic "has a zero byte" test; bytes of 0x80 and up are masked out).
                let control = (word &- ones &* 0x20) & ~word & highs
                let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22)) & highs
                let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C)) & highs
                if control | quote | backslash != 0 { break }
                index += 8
            }
        }
        while index < utf8.count {
            let value = utf8[index]
            if value < 0x20 || value == 0x22 || value == 0x5C { return index }
            index += 1
        }
        return index
    }

    package mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    // MARK: Pieces

    private mutating func open(_ bracket: UInt8) {
        let at = storage.reserve(2)
        at[0] = bracket
        at[1] = 0x0A
        storage.count += 2
        depth += 1
        first = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        let at = storage.reserve(2 + 2 * depth)
        at[0] = 0x0A
        at.advanced(by: 1).update(repeating: 0x20, count: 2 * depth)
        at[1 + 2 * depth] = bracket
        storage.count += 2 + 2 * depth
        // The container was a member of its parent, which therefore has one.
        first = false
    }

    private mutating func separate() {
        let at = storage.reserve(2 + 2 * depth)
        var written = 0
        if first {
            first = false
        } else {
            at[0] = 0x2C
            at[1] = 0x0A
            written = 2
        }
        at.advanced(by: written).update(repeating: 0x20, count: 2 * depth)
        storage.count += written + 2 * depth
    }

    private mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func append(_ raw: UnsafeRawBufferPointer) {
        guard let source = raw.baseAddress, !raw.isEmpty else { return }
        let at = storage.reserve(raw.count)
        UnsafeMutableRawPointer(at).copyMemory(from: source, byteCount: raw.count)
        storage.count += raw.count
    }

    private mutating func byte(_ value: UInt8) {
        storage.reserve(1).pointee = value
        storage.count += 1
    }

    private mutating func unsigned(_ value: UInt) {
        // At most 20 decimal digits, written backwards from the end of the reserved room.
        var length = 1
        var probe = value / 10
        while probe > 0 {
            length += 1
            probe /= 10
        }
        let at = storage.reserve(length)
        var rest = value
        for position in stride(from: length - 1, through: 0, by: -1) {
            at[position] = 0x30 + UInt8(rest % 10)
            rest /= 10
        }
        storage.count += length
    }

    private mutating func escape(_ value: UInt8) {
        switch value {
        case 0x22: append(#"\""#)
        case 0x5C: append(#"\\"#)
        case 0x0A: append(#"\n"#)
        case 0x0D: append(#"\r"#)
        case 0x09: append(#"\t"#)
        case 0x08: append(#"\b"#)
        case 0x0C: append(#"\f"#)
        default:
            let hex: StaticString = "0123456789abcdef"
            append(#"\u00"#)
            byte(hex.utf8Start[Int(value >> 4)])
            byte(hex.utf8Start[Int(value & 0xF)])
        }
    }
}

extension UInt {
    /// For the bit pattern of a negative `Int`, its magnitude.
    fileprivate var magnitudeOfNegative: UInt { 0 &- self }
}
