import Foundation
import Testing

@testable import FontInspectorReading

/// The filter's shortcuts give what Unicode's properties give: the letter blocks it knows are
/// drawn are drawn by the properties too, and a text read scalar by scalar (no emoji sequence in
/// it) gives what reading it cluster by cluster gives.
@Suite struct CharacterFilterFastPathTests {
    @Test func everyScalarOfTheLetterBlocksIsDrawnByItsProperties() {
        var checked = 0
        for block in CharacterFilter.letterBlocks {
            for value in block {
                let scalar = Unicode.Scalar(value)!
                #expect(CharacterFilter.isDrawnByProperties(scalar), "U+\(String(value, radix: 16, uppercase: true))")
                checked += 1
            }
        }
        #expect(checked > 30_000)
    }

    @Test(arguments: [
        "Zażółć gęślą jaźń", "日本語のテキスト、ひらがな", "한국어 문장", "e\u{301}te\u{301}", "مرحبا بالعالم",
        "tab\there\u{200B}", "Ａｎｇｓｔｒｏｍ \u{212B}", "☺ ♥ ✈ © ® 1",
    ]) func scalarByScalarEqualsClusterByCluster(_ text: String) {
        let composed = text.precomposedStringWithCanonicalMapping
        var byCluster: [Unicode.Scalar] = []
        for character in composed {
            let cluster = character.unicodeScalars
            if cluster.contains(where: CharacterFilter.marksEmojiSequence) { continue }
            byCluster += cluster.filter(CharacterFilter.isDrawnByProperties)
        }
        #expect(CharacterFilter().composedScan(text) == byCluster)
    }

    /// Every scalar of the ranges read without composition is its own composed and decomposed
    /// form with combining class 0, so no composition can join it to a neighbour of the ranges;
    /// the scalars with class 0 that are a composition's second element are outside them.
    @Test func compositionLeavesTheInertRangesAlone() {
        var checked = 0
        for range in CharacterFilter.compositionInert.ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(Character(scalar))
                let name = "U+\(String(value, radix: 16, uppercase: true))"
                #expect(scalar.properties.canonicalCombiningClass == .notReordered, "\(name)")
                #expect(Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == [scalar], "\(name)")
                #expect(!CharacterFilter.marksEmojiSequence(scalar), "\(name)")
                checked += 1
            }
        }
        #expect(checked > 33_000)
        // Class-0 second elements of canonical compositions (Hangul jamo, Indic two-part vowels).
        for value: UInt32 in [0x1161, 0x1175, 0x11A8, 0x11C2, 0x09BE, 0x09D7, 0x0B3E, 0x0BBE, 0x0CC2, 0x0D3E, 0x102E] {
            #expect(!CharacterFilter.isCompositionInert(Unicode.Scalar(value)!))
        }
        // Text read without composition gives what composing it gives.
        for text in ["日本語のテキスト、ひらがな。", "한국어 문장", "Привет, мир!", "Tiếng Việt", "مرحبا بالعالم", "Ａｂｃ"] {
            #expect(text.unicodeScalars.allSatisfy(CharacterFilter.isCompositionInert), "\(text)")
            #expect(
                CharacterFilter().drawnScalars(in: text)
                    == CharacterFilter().composedScan(text.precomposedStringWithCanonicalMapping), "\(text)")
        }
    }
}
