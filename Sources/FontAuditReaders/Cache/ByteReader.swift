import FontAuditModel

/// Reads what ``ByteWriter`` wrote; every read is bounds-checked and answers nil past the end.
struct ByteReader {
    let bytes: ArraySlice<UInt8>
    var offset: Int

    init(_ bytes: ArraySlice<UInt8>, from offset: Int) {
        self.bytes = bytes
        self.offset = bytes.startIndex + offset
    }

    var atEnd: Bool { offset == bytes.endIndex }

    mutating func unsigned() -> UInt64? {
        BinaryCoder.Varint.read(bytes, at: &offset)
    }

    mutating func integer() -> Int? {
        unsigned().map { Int(BinaryCoder.Varint.unzigzag($0)) }
    }

    /// A count that cannot exceed the bytes left (each item takes at least one byte).
    mutating func count() -> Int? {
        guard let raw = unsigned(), raw <= UInt64(bytes.endIndex - offset) else { return nil }
        return Int(raw)
    }

    mutating func run() -> [UInt8]? {
        guard let count = count() else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// Steps over a length-prefixed run (a string or a value) without copying it.
    mutating func skipString() -> Bool {
        guard let count = count() else { return false }
        offset += count
        return true
    }

    mutating func string() -> String? {
        guard let count = count() else { return nil }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    mutating func bits() -> WordBits? {
        guard let count = count(), count <= 8 else { return nil }
        var bits = WordBits()
        for _ in 0..<count {
            guard let word = unsigned() else { return nil }
            bits.words.append(word)
        }
        return bits
    }
}
