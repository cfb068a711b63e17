import Foundation
import Testing

@testable import FontAuditModel

/// ``ByteSearch`` finds what a byte-by-byte search finds: every offset, overlapping ones too, at
/// the haystack's first and last bytes, whichever way a match falls against the 16 bytes the
/// vector compares take at a time.
@Suite struct ByteSearchTests {
    /// Every offset where `needle` starts in `haystack`, one byte at a time.
    private func naive(_ needle: [UInt8], _ haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
        return (0...(haystack.count - needle.count)).filter { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test func findsWhatAByteByByteSearchFinds() {
        var random = SystemRandomNumberGenerator()
        // A small alphabet so that needles match often, and partly (`aab` against `aaa…`); `z` and
        // `F` are rare in source code, so that a needle holding one is found with `memchr`.
        let alphabet = Array("abf o.tnzF".utf8)
        for round in 0..<3000 {
            let count = Int.random(in: 0...300, using: &random)
            let haystack = (0..<count).map { _ in alphabet.randomElement(using: &random)! }
            // Half the needles cut out of the haystack, so that each is found at least once.
            let length = Int.random(in: 1...20, using: &random)
            let needle: [UInt8]
            if round % 2 == 0, count >= length {
                let start = Int.random(in: 0...(count - length), using: &random)
                needle = Array(haystack[start..<(start + length)])
            } else {
                needle = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            }
            let expected = naive(needle, haystack)
            let prepared = ByteSearch.Needle(needle)
            #expect(
                ByteSearch.offsets(of: prepared, in: haystack) == expected,
                "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: haystack, as: UTF8.self))")
            #expect(ByteSearch.contains(haystack, prepared) == !expected.isEmpty)
        }
    }

    @Test func findsMatchesAtEveryPlaceOfALongHaystack() {
        let needle = Array("font".utf8)
        for length in [4, 15, 16, 17, 19, 20, 31, 32, 33, 64, 100] {
            for place in 0...(length - needle.count) {
                var haystack = [UInt8](repeating: UInt8(ascii: "f"), count: length)
                haystack.replaceSubrange(place..<(place + needle.count), with: needle)
                #expect(
                    ByteSearch.offsets(of: ByteSearch.Needle(needle), in: haystack) == [place],
                    "length \(length), place \(place)")
            }
        }
        let overlapping = Array(String(repeating: "a", count: 40).utf8)
        #expect(ByteSearch.offsets(of: ByteSearch.Needle("aaa"), in: overlapping) == Array(0...37))
        #expect(ByteSearch.offsets(of: ByteSearch.Needle("a"), in: overlapping) == Array(0...39))
        #expect(ByteSearch.offsets(of: ByteSearch.Needle("b"), in: overlapping).isEmpty)
        #expect(ByteSearch.contains([], ByteSearch.Needle("")))
        #expect(!ByteSearch.contains(Array("fon".utf8), ByteSearch.Needle("font")))
    }

    /// The two places compared first are the needle's two rarest bytes, never the same place.
    @Test func anchorsAreTheTwoRarestBytes() {
        let needle = ByteSearch.Needle("font(size:")
        #expect(needle.anchor == 7, "the z")
        #expect(needle.second != needle.anchor)
        #expect(ByteSearch.Needle("ab").second != ByteSearch.Needle("ab").anchor)
        #expect(ByteSearch.Needle("a").second == 0)
    }
}
