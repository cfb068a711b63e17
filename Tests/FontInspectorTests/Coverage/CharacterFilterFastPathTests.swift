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
}
