/// Reads what ``ByteWriter`` wrote; every read is bounds-checked and answers nil past the end.
struct ByteReader {
    let bytes: ArraySlice<UInt8>
    var offset: Int

    init(_ bytes: ArraySlice<UInt8>, from offset: Int) {
        self.bytes = bytes
        self.offset = bytes.startIndex + offset
    }

    var atEnd: Bool { offset == bytes.endIndex }

    /// A varint (`BinaryCoder.Varint`), read here rather than through `BinaryCoder.Varint.read`:
    /// the package's modules do not inline each other's code, and a call into another module for
    /// each number of the stamps a warm run checks took about 2% more of its instructions
    /// (callgrind, 10,000 files). A tenth byte over 1 is not refused here, as the coder's reader
    /// refuses it: the cache file's checksum guards it.
    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.endIndex, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func integer() -> Int? {
        guard let raw = unsigned() else { return nil }
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
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
