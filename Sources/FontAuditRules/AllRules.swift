import FontAuditModel

/// Every rule FontAudit runs, in the order `fontaudit rules` lists them. A test fails when a type
/// conforming to ``Rule`` is missing here.
package let allRules: [any Rule.Type] = [
    ManifestFileMissingRule.self,
    ManifestPathCaseRule.self,
    ManifestEntryDuplicateRule.self,
    ManifestUnsupportedFormatRule.self,
    FontUnreadableRule.self,
    FontNotListedRule.self,
    PostScriptNameDuplicateRule.self,
    PostScriptNameShadowsSystemRule.self,
    ATSPathMissingRule.self,
    PlistUnreadableRule.self,
    PostScriptNameInvalidRule.self,
    StyleFlagsInconsistentRule.self,
    WeightClassMismatchRule.self,
    FontNameUnknownRule.self,
    FontNameNotPostScriptRule.self,
    FontNameNotRegisteredRule.self,
    FontVariantMissingRule.self,
    FontWeightPicksOtherFaceRule.self,
    StyleDictionaryIncompleteRule.self,
    StyleDictionaryInvalidRule.self,
    FontNotInTargetRule.self,
    InfoPlistKeyIgnoredRule.self,
    FontInOtherBundleRule.self,
    ManifestUnusedRule.self,
    SourceUnreadableRule.self,
    GeneratedFontStaleRule.self,
    ProjectUnreadableRule.self,
    RegisteredFileMissingRule.self,
    UIAppFontsIgnoredOnMacOSRule.self,
    FontGlyphMissingRule.self,
    FontRelativeToMismatchRule.self,
    FontRelativeToMismatchStrictRule.self,
    FontNotScaledRule.self,
    FontUnusedRule.self,
]

/// What every rule of the audit is: its identifier, default severity, summary and rationale, in
/// ``allRules``' order (`fontaudit rules` lists the same).
public let allRuleDescriptions: [RuleDescription] = allRules.map { $0.description }
