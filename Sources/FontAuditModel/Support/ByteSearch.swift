#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search on raw bytes (`memchr` for the needle's rarest byte, `memcmp` for the rest): the
/// prefilter that decides which files deserve a full parse runs on every source file, so it must
/// cost no more than reading them. Anchoring on a rare byte (`z` of `font(size:`, not its `f`)
/// keeps `memchr` from stopping at every common letter.
package enum ByteSearch {
    /// Bytes of source code from most to least common; a byte not listed is rarer than all of them.
    private static let commonness: [UInt8] = Array(" \netaoinsrlcdu.hm(p)f;=,gb\"y:v_wkSTIFCNRAMDPE{}[]LOx0/1B-".utf8)

    /// The index of the needle's rarest byte.
    package static func anchor(of needle: [UInt8]) -> Int {
        var best = 0
        var bestRank = Int.min
        for (index, byte) in needle.enumerated() {
            let rank = commonness.firstIndex(of: byte) ?? commonness.count
            if rank > bestRank { best = index; bestRank = rank }
        }
        return best
    }

    /// A needle with its anchor chosen once, for searching many haystacks.
    package struct Needle: Sendable {
        package let bytes: [UInt8]
        package let anchor: Int
        package init(_ text: String) { self.init(Array(text.utf8)) }
        package init(_ bytes: [UInt8]) {
            self.bytes = bytes
            anchor = ByteSearch.anchor(of: bytes)
        }
    }

    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        contains(haystack, Needle(needle))
    }

    package static func contains(_ haystack: [UInt8], _ prepared: Needle) -> Bool {
        guard !prepared.bytes.isEmpty else { return true }
        var found = false
        matches(of: prepared, in: haystack) { _ in
            found = true
            return false
        }
        return found
    }

    /// Every offset where `prepared` starts in `haystack`, in order (overlapping matches too).
    package static func offsets(of prepared: Needle, in haystack: [UInt8]) -> [Int] {
        var found: [Int] = []
        matches(of: prepared, in: haystack) { offset in
            found.append(offset)
            return true
        }
        return found
    }

    /// Calls `body` with the offset of each match, memchr finding the needle's rarest byte, while
    /// `body` returns true.
    private static func matches(of prepared: Needle, in haystack: [UInt8], _ body: (Int) -> Bool) {
        let needle = prepared.bytes
        guard !needle.isEmpty, haystack.count >= needle.count else { return }
        let anchor = prepared.anchor
        let key = Int32(needle[anchor])
        haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pinBase = pin.baseAddress else { return }
                // The anchor byte of a match lies in [anchor, count - needle.count + anchor].
                var offset = anchor
                let last = hay.count - pin.count + anchor
                while offset <= last {
                    guard let hit = memchr(base + offset, key, last - offset + 1) else { return }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position - anchor, pinBase, pin.count) == 0, !body(position - anchor) { return }
                    offset = position + 1
                }
            }
        }
    }

    /// Whether `byte` can be part of an identifier in Swift or Objective-C source (ASCII letters,
    /// digits, `_`, `$`, and any byte of a non-ASCII character).
    package static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
