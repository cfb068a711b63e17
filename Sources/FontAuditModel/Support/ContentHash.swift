/// A fast 64-bit hash of a file's bytes: what tells the run cache that a file whose modification
/// time changed (a `git checkout`, a `touch`) still holds the same bytes. Not cryptographic: it
/// guards against accidents, as git's index does with its stat data.
///
/// Four independent lanes take 32 bytes a step, so that the multiplications of one step do not
/// wait for each other's results (one lane, eight bytes a step, was a tenth of a cold run's extra
/// work over the replica's 26 MB); the lanes are mixed together at the end.
package enum ContentHash {
    /// The hash of `bytes`.
    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let seed: UInt64 = 0x5165_6E74_4175_6469 ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var lanes = (seed, seed ^ 0x243F_6A88_85A3_08D3, seed ^ 0x1319_8A2E_0370_7344, seed ^ 0xA409_3822_299F_31D0)
        var offset = 0
        while offset + 32 <= bytes.count {
            lanes.0 = mix(
                lanes.0 ^ (bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15))
            lanes.1 = mix(
                lanes.1 ^ (bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15))
            lanes.2 = mix(
                lanes.2 ^ (bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15))
            lanes.3 = mix(
                lanes.3 ^ (bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15))
            offset += 32
        }
        var hash = mix(mix(mix(lanes.0 ^ finish(lanes.1)) ^ finish(lanes.2)) ^ finish(lanes.3))
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ (bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15))
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
