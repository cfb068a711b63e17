/// A fast 64-bit hash of a file's bytes, eight bytes at a step: what tells the run cache that a
/// file whose modification time changed (a `git checkout`, a `touch`) still holds the same bytes.
/// Not cryptographic: it guards against accidents, as git's index does with its stat data.
package enum ContentHash {
    /// The hash of `bytes`.
    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x5165_6E74_4175_6469 ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        let words = bytes.count / 8
        var offset = 0
        for _ in 0..<words {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = mix(hash ^ (word &* 0x9E37_79B9_7F4A_7C15))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return finish(mix(hash ^ tail))
    }

    /// The hash of `bytes`.
    package static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        ((value << 31) | (value >> 33)) &* 0xBF58_476D_1CE4_E5B9
    }

    /// SplitMix64's finalizer: every input bit reaches every output bit.
    private static func finish(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
