import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Found on swift-rohan: a style name written in camel case (`BoldItalic`) said bold and italic,
/// and the rule read it as neither.
@Suite struct StyleWordsTests {
    @Test func camelCaseStyleNamesAreSplitAndWeightPrefixesKept() {
        #expect(StyleFlagsInconsistentRule.styleWords("BoldItalic") == ["bold", "italic"])
        #expect(StyleFlagsInconsistentRule.styleWords("Bold Italic") == ["bold", "italic"])
        #expect(StyleFlagsInconsistentRule.styleWords("SemiBold") == ["semibold"])
        #expect(StyleFlagsInconsistentRule.styleWords("Extra Bold Italic") == ["extrabold", "italic"])
        #expect(StyleFlagsInconsistentRule.styleWords("ultra-bold") == ["ultrabold"])
        #expect(StyleFlagsInconsistentRule.styleWords("Regular") == ["regular"])
        #expect(StyleFlagsInconsistentRule.styleWords("ITALIC") == ["italic"])
    }
}
