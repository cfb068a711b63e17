/// Appends LEB128 integers, strings and byte runs.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Zig-zag, so small negative numbers stay short.
    mutating func integer(_ value: Int) {
        unsigned(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))))
    }

    mutating func string(_ value: String) {
        unsigned(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    mutating func bits(_ value: WordBits) {
        unsigned(UInt64(value.words.count))
        for word in value.words { unsigned(word) }
    }
}
