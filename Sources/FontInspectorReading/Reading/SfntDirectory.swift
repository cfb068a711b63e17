/// The table directory of one sfnt face, read from the file's bytes: which tables the face has and
/// where they are, looked up as FreeType looks them up.
///
/// Built by ``ContainerSniffer/tables(atOffset:)`` after it checked that every table lies inside
/// the file, so a table's bytes can be read without further bounds checks on the directory.
struct SfntDirectory {
    /// The file's bytes.
    let bytes: UnsafeRawBufferPointer
    /// Where the directory starts (0, or the collection's offset for this face).
    let offset: Int
    /// How many table records it has.
    let count: Int

    /// Whether any record has `tag`, whatever its length (what the container's format is told by).
    func contains(_ tag: UInt32) -> Bool {
        (0..<count).contains { record(at: $0).tag == tag }
    }

    /// The bytes of table `tag` as FreeType finds it: the first record with that tag wins (later
    /// duplicates are ignored), and a zero-length table counts as missing.
    func table(_ tag: UInt32) -> UnsafeRawBufferPointer? {
        for index in 0..<count {
            let entry = record(at: index)
            guard entry.tag == tag else { continue }
            guard entry.length > 0 else { return nil }
            return UnsafeRawBufferPointer(rebasing: bytes[entry.start..<entry.start + entry.length])
        }
        return nil
    }

    private func record(at index: Int) -> (tag: UInt32, start: Int, length: Int) {
        let at = offset + 12 + 16 * index
        return (
            bytes.bigEndianUInt32(at: at), Int(bytes.bigEndianUInt32(at: at + 8)),
            Int(bytes.bigEndianUInt32(at: at + 12))
        )
    }
}

extension UnsafeRawBufferPointer {
    /// The big-endian 16-bit value at `offset`; the caller has checked that it lies inside.
    func bigEndianUInt16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }

    /// The big-endian 32-bit value at `offset`; the caller has checked that it lies inside.
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8
            | UInt32(self[offset + 3])
    }
}
