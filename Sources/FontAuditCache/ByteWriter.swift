import FontAuditModel

/// Appends integers (``BinaryCoder/Varint``), strings and byte runs.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        BinaryCoder.Varint.append(value, to: &bytes)
    }

    mutating func integer(_ value: Int) {
        unsigned(BinaryCoder.Varint.zigzag(Int64(value)))
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
