import Testing

@testable import FontAuditModel

/// ``folded(_:)`` folds ASCII by its bytes as the Unicode way folds it: every character alone,
/// and names as suggestions fold them.
@Suite struct TextTests {
    private func unicodeWay(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    @Test func asciiFoldsAsTheUnicodeWayFolds() {
        for value in 0..<128 {
            let text = String(UnicodeScalar(UInt8(value)))
            #expect(folded(text) == unicodeWay(text), "\(value)")
        }
        for name in [
            "Brand Bold", "brand-bold", "BrandBold", "HelveticaNeue-CondensedBlack", "SF Pro Text 17", "", "--",
            "Ünïcode Face", "東京-Bold",
        ] {
            #expect(folded(name) == unicodeWay(name), "\(name)")
        }
        #expect(folded("Brand Bold") == "brandbold")
    }
}
