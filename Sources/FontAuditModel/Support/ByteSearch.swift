#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search on raw bytes: the prefilter that decides which files deserve a full parse
/// runs on every source file, so it must cost no more than reading them.
///
/// A needle of one byte is found with `memchr`. A longer one is found 16 bytes at a time: the
/// bytes that hold its rarest byte at the rarest's place and its second rarest at that one's
/// place are found with two vector compares, and only those are compared whole (`memcmp`). Two
/// bytes at their distance rarely meet by chance, where `memchr` for one byte stopped at every
/// `f` of the source for `font` (the prefilter's and the scaling scan's searches were 13 ms of
/// the CPU of a big-app replica's run, most of it there).
package enum ByteSearch {
    /// Bytes of source code from most to least common; a byte not listed is rarer than all of them.
    private static let commonness: [UInt8] = Array(" \netaoinsrlcdu.hm(p)f;=,gb\"y:v_wkSTIFCNRAMDPE{}[]LOx0/1B-".utf8)
    /// How many of the most common bytes a `memchr` would stop at too often (about one byte in
    /// a hundred of Swift source or more).
    private static let commonBytes = 30

    /// The index of the needle's rarest byte.
    package static func anchor(of needle: [UInt8]) -> Int {
        var best = 0
        var bestRank = Int.min
        for (index, byte) in needle.enumerated() {
            let rank = commonness.firstIndex(of: byte) ?? commonness.count
            if rank > bestRank {
                best = index
                bestRank = rank
            }
        }
        return best
    }

    /// The index of the needle's rarest byte other than at `excluded`.
    static func anchor(of needle: [UInt8], excluding excluded: Int) -> Int {
        var best = excluded == 0 ? 1 : 0
        var bestRank = Int.min
        for (index, byte) in needle.enumerated() where index != excluded {
            let rank = commonness.firstIndex(of: byte) ?? commonness.count
            if rank > bestRank {
                best = index
                bestRank = rank
            }
        }
        return best
    }

    /// A needle with its anchors chosen once, for searching many haystacks.
    package struct Needle: Sendable {
        package let bytes: [UInt8]
        /// The place of its rarest byte.
        package let anchor: Int
        /// The place of its second rarest byte (another place than ``anchor``; 0 for one byte).
        let second: Int
        /// Whether its rarest byte is common in source code (a letter, not `z` or `(`): `memchr`
        /// for it would stop too often, and the vector compares take the needle.
        let isCommon: Bool
        package init(_ text: String) { self.init(Array(text.utf8)) }
        package init(_ bytes: [UInt8]) {
            self.bytes = bytes
            anchor = ByteSearch.anchor(of: bytes)
            second = bytes.count > 1 ? ByteSearch.anchor(of: bytes, excluding: anchor) : 0
            isCommon =
                bytes.isEmpty ? false : ByteSearch.commonness.prefix(ByteSearch.commonBytes).contains(bytes[anchor])
        }
    }

    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        contains(haystack, Needle(needle))
    }

    package static func contains(_ haystack: [UInt8], _ prepared: Needle) -> Bool {
        haystack.withUnsafeBytes { contains($0, prepared) }
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

    /// Calls `body` with the offset of each match, in order, while `body` returns true.
    private static func matches(of prepared: Needle, in haystack: [UInt8], _ body: (Int) -> Bool) {
        haystack.withUnsafeBytes { matches(of: prepared, in: $0, body) }
    }

    /// Whether `prepared` is in the bytes `haystack` points to (a file's `Data`, without a copy).
    package static func contains(_ haystack: UnsafeRawBufferPointer, _ prepared: Needle) -> Bool {
        guard !prepared.bytes.isEmpty else { return true }
        var found = false
        matches(of: prepared, in: haystack) { _ in
            found = true
            return false
        }
        return found
    }

    private static func matches(of prepared: Needle, in hay: UnsafeRawBufferPointer, _ body: (Int) -> Bool) {
        let needle = prepared.bytes
        guard !needle.isEmpty, hay.count >= needle.count else { return }
        needle.withUnsafeBytes { pin in
            guard let base = hay.baseAddress, let pinBase = pin.baseAddress else { return }
            // The last offset a match can start at.
            let last = hay.count - pin.count
            var offset = 0
            if pin.count > 1, prepared.isCommon {
                // 64 starts at a time while both anchors' bytes of all 64 lie in the haystack.
                let (low, high) = (min(prepared.anchor, prepared.second), max(prepared.anchor, prepared.second))
                let lowByte = SIMD16<UInt8>(repeating: needle[low])
                let highByte = SIMD16<UInt8>(repeating: needle[high])
                func candidates(_ start: Int) -> SIMDMask<SIMD16<Int8>> {
                    (hay.loadUnaligned(fromByteOffset: start &+ low, as: SIMD16<UInt8>.self) .== lowByte)
                        .& (hay.loadUnaligned(fromByteOffset: start &+ high, as: SIMD16<UInt8>.self) .== highByte)
                }
                // A mask's lanes as two words, a byte a lane (`any(_:)` was a call that reduced
                // the lanes one by one).
                func words(_ mask: SIMDMask<SIMD16<Int8>>) -> (UInt64, UInt64) {
                    unsafeBitCast(mask, to: (UInt64, UInt64).self)
                }
                // Whether the search goes on after the starts of `block`, 16 from `start`.
                func check(_ block: SIMDMask<SIMD16<Int8>>, at start: Int) -> Bool {
                    let (low, high) = words(block)
                    return check(low, at: start) && check(high, at: start &+ 8)
                }
                // The same for the eight lanes of `word`, a byte each, from `start`.
                func check(_ word: UInt64, at start: Int) -> Bool {
                    var bits = word
                    while bits != 0 {
                        let byte = bits.trailingZeroBitCount / 8
                        if memcmp(base + (start &+ byte), pinBase, pin.count) == 0, !body(start &+ byte) {
                            return false
                        }
                        bits &= ~(UInt64(0xFF) << UInt64(byte * 8))
                    }
                    return true
                }
                while offset &+ 63 <= last {
                    let blocks = (
                        candidates(offset), candidates(offset &+ 16), candidates(offset &+ 32), candidates(offset &+ 48)
                    )
                    let any = words(blocks.0 .| blocks.1 .| blocks.2 .| blocks.3)
                    if any.0 | any.1 != 0 {
                        guard check(blocks.0, at: offset), check(blocks.1, at: offset &+ 16),
                            check(blocks.2, at: offset &+ 32),
                            check(blocks.3, at: offset &+ 48)
                        else { return }
                    }
                    offset &+= 64
                }
            }
            // The rest (and a needle of one byte): memchr for the rarest byte.
            let anchor = prepared.anchor
            let key = Int32(needle[anchor])
            var position = offset + anchor
            let lastAnchor = last + anchor
            while position <= lastAnchor {
                guard let hit = memchr(base + position, key, lastAnchor - position + 1) else { return }
                let found = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + found - anchor, pinBase, pin.count) == 0, !body(found - anchor) { return }
                position = found + 1
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
