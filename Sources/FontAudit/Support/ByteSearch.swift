#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search on raw bytes (`memchr` for the needle's rarest byte, `memcmp` for the rest): the
/// prefilter that decides which files deserve a full parse runs on every source file, so it must
/// cost no more than reading them. Anchoring on a rare byte (`z` of `font(size:`, not its `f`)
/// keeps `memchr` from stopping at every common letter.
enum ByteSearch {
    /// Bytes of source code from most to least common; a byte not listed is rarer than all of them.
    private static let commonness: [UInt8] = Array(" \netaoinsrlcdu.hm(p)f;=,gb\"y:v_wkSTIFCNRAMDPE{}[]LOx0/1B-".utf8)

    /// The index of the needle's rarest byte.
    static func anchor(of needle: [UInt8]) -> Int {
        var best = 0
        var bestRank = Int.min
        for (index, byte) in needle.enumerated() {
            let rank = commonness.firstIndex(of: byte) ?? commonness.count
            if rank > bestRank { best = index; bestRank = rank }
        }
        return best
    }

    /// A needle with its anchor chosen once, for searching many haystacks.
    struct Needle: Sendable {
        let bytes: [UInt8]
        let anchor: Int
        init(_ text: String) { self.init(Array(text.utf8)) }
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            anchor = ByteSearch.anchor(of: bytes)
        }
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        contains(haystack, Needle(needle))
    }

    static func contains(_ haystack: [UInt8], _ prepared: Needle) -> Bool {
        let needle = prepared.bytes
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let anchor = prepared.anchor
        let key = Int32(needle[anchor])
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pinBase = pin.baseAddress else { return false }
                // The anchor byte of a match lies in [anchor, count - needle.count + anchor].
                var offset = anchor
                let last = hay.count - pin.count + anchor
                while offset <= last {
                    guard let hit = memchr(base + offset, key, last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position - anchor, pinBase, pin.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
