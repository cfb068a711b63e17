import Testing

@testable import FontAudit
@testable import FontAuditCache
@testable import FontAuditModel

/// The rules' kept result (``KeptResult``) is taken only for the same ``Auditor/resultKey``: every
/// field of ``Configuration`` must reach either that key or the audit's options (which key the memo
/// itself), or be applied after the audit.
@Suite struct AuditResultKeyTests {
    /// Fields the result key hashes.
    static let inResultKey: Set<String> = ["disabledRules", "optInRules", "severities"]
    /// Fields the auditor copies into the options (`Auditor.audit`), which key the memo.
    static let inOptions: Set<String> = [
        "exclude", "systemFonts", "styleNameKey", "styleSizeKey", "registrationHelpers",
    ]
    /// Fields applied to the audit's result afterwards, by `check`.
    static let afterTheAudit: Set<String> = ["failOn"]

    @Test func everyFieldOfTheConfigurationKeysTheKeptResult() {
        let fields = Set(Mirror(reflecting: Configuration()).children.compactMap(\.label))
        #expect(fields == Self.inResultKey.union(Self.inOptions).union(Self.afterTheAudit))
    }

    @Test func eachFieldOfTheKeyAndTheBaselineChangeIt() {
        let plain = Auditor().resultKey
        var disabled = Configuration()
        disabled.disabledRules = ["font-name-unknown"]
        var optIn = Configuration()
        optIn.optInRules = ["font-unused"]
        var severe = Configuration()
        severe.severities = ["font-name-unknown": .warning]
        let baseline = Baseline(findings: [])
        let keys = [
            Auditor(configuration: disabled).resultKey, Auditor(configuration: optIn).resultKey,
            Auditor(configuration: severe).resultKey, Auditor(baseline: baseline).resultKey,
        ]
        #expect(Set(keys + [plain]).count == 5)
        // Sets and dictionaries in any order make one key.
        var two = Configuration()
        two.severities = ["font-name-unknown": .warning, "font-not-listed": .error]
        let again = (0..<8).map { _ in Auditor(configuration: two).resultKey }
        #expect(Set(again).count == 1)
    }
}
