extension BinaryCoder {
    /// The integers of the format: LEB128 (seven-bit groups, the low first, each but the last
    /// with its high bit set), signed ones zig-zagged so that small negative numbers stay short.
    /// The cache file's own frame writes its numbers with these too (`ByteWriter`); its
    /// `ByteReader` reads them with a loop of its own, for speed (see there).
    package enum Varint {
        /// Appends `value` to `bytes`.
        @inlinable
        package static func append(_ value: UInt64, to bytes: inout [UInt8]) {
            var value = value
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }

        /// Reads one number at `index`, stepping past it. Nil when the bytes end inside it (then
        /// `index` is `bytes.count`) or it is longer than 64 bits (then `index` is past the byte
        /// that made it so). Over a buffer, not any collection: the generic version, which the
        /// callers in other modules could not specialize, read each byte through a coroutine
        /// that allocated (a warm run over 10,000 files took 1.5 times the instructions).
        /// Inlined into the coder's reader, as the loop it replaced was.
        @inlinable @inline(__always)
        package static func read(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt64? {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                let next = bytes[index]
                index += 1
                // The tenth byte holds the 64th bit alone.
                guard shift < 63 || next <= 1 else { return nil }
                result |= UInt64(next & 0x7F) << shift
                if next < 0x80 { return result }
                shift += 7
            }
            return nil
        }

        /// A signed number as the unsigned one it is written as.
        @inlinable
        package static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

        /// What ``zigzag(_:)`` gave, back.
        @inlinable
        package static func unzigzag(_ raw: UInt64) -> Int64 { Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))) }
    }
}
