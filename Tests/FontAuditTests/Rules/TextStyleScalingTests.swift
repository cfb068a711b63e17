import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Issue 30, "warnings that matter": `font-relative-to-mismatch` reports a custom size scaled
/// like another text style only when the difference shows at the largest accessibility size;
/// the rest is the opt-in strict mode's. Fixture `Apps/TextStyleScaling`.
@Suite struct TextStyleScalingTests {
    typealias Key = AppFixtureTests.Key

    func audit(strict: Bool) async throws -> AuditResult {
        var configuration = Configuration()
        if strict { configuration.optInRules = ["font-relative-to-mismatch-strict"] }
        let path = Repo.apps.appendingPathComponent("TextStyleScaling").path
        return try await Auditor(configuration: configuration).auditOne(path: path).1
    }

    static let file = "Scaling/Sources/Sizes.swift"

    @Test func onlyVisibleDifferencesByDefault() async throws {
        let result = try await audit(strict: false)
        #expect(
            result.findings.map { Key($0.rule, $0.file, $0.line) } == [
                Key("font-relative-to-mismatch", Self.file, 9),
                Key("font-relative-to-mismatch", Self.file, 10),
                Key("font-relative-to-mismatch", Self.file, 16),
            ], "\(result.findings.map(\.message))")
        #expect(
            result.findings.map(\.fix) == ["relativeTo: .largeTitle", "relativeTo: .title2", "relativeTo: .caption"])
        #expect(result.findings.allSatisfy { $0.severity == .warning })
        #expect(
            result.findings.map(\.message) == [
                "Font.custom(`Roboto-Regular`, size: 34) has no relativeTo:, so it scales like .body (17 pt): at the largest accessibility size it grows to 106 pt, where .largeTitle text grows to 60 pt (77% larger). Write relativeTo: .largeTitle, the text style nearest 34 pt.",
                "Font.custom(`Roboto-Regular`, size: 24) has no relativeTo:, so it scales like .body (17 pt): at the largest accessibility size it grows to 75 pt, where .title2 text grows to 61 pt (22% larger). Write relativeTo: .title2, the text style nearest 24 pt.",
                "Font.custom(`Roboto-Regular`, size: 12) scales like .title (28 pt): at the largest accessibility size it grows to 25 pt, where .caption text grows to 40 pt (38% smaller). Write relativeTo: .caption, the text style nearest 12 pt.",
            ])
    }

    @Test func strictModeAddsTheSmallDifferencesAsNotes() async throws {
        let result = try await audit(strict: true)
        let strict = result.findings.filter { $0.rule == "font-relative-to-mismatch-strict" }
        #expect(
            strict.map { Key($0.rule, $0.file, $0.line) } == [
                Key("font-relative-to-mismatch-strict", Self.file, 13),
                Key("font-relative-to-mismatch-strict", Self.file, 14),
                Key("font-relative-to-mismatch-strict", Self.file, 15),
            ])
        #expect(strict.map(\.fix) == ["relativeTo: .footnote", "relativeTo: .caption", "relativeTo: .caption2"])
        #expect(strict.allSatisfy { $0.severity == .note })
        #expect(
            strict.map { $0.stated("difference", "nearest", "size") } == [
                ["scalesLikeAnotherStyle", "8% smaller", "footnote", "13"],
                ["scalesLikeAnotherStyle", "6% smaller", "caption", "12"],
                ["scalesLikeAnotherStyle", "14% smaller", "caption2", "11"],
            ])
        #expect(
            result.findings.filter { $0.rule == "font-relative-to-mismatch" }.count == 3,
            "the strict mode adds, never moves")
    }

    @Test func strictModeIsAConfigurationOption() throws {
        let configuration = try Configuration(
            yaml: "opt_in_rules: [font-relative-to-mismatch-strict]\n", path: "x.yml",
            knownRules: Auditor.ruleIdentifiers)
        #expect(configuration.runs(FontRelativeToMismatchStrictRule.description))
        #expect(!Configuration().runs(FontRelativeToMismatchStrictRule.description))
    }
}

/// watchOS and tvOS text styles have sizes of their own: the iOS table says nothing about them.
@Suite struct OtherPlatformTextStyleTests {
    @Test func watchTargetsAreNotJudgedOnIOSSizes() async throws {
        let path = Repo.apps.appendingPathComponent("TextStyleScaling").path
        var (inventory, result) = try await Auditor().auditOne(path: path)
        #expect(result.findings.contains { $0.rule == "font-relative-to-mismatch" })
        for sdk in ["watchos", "appletvos"] {
            inventory.target = TargetContext(
                projectPath: "Scaling.xcodeproj",
                target: XcodeTarget(
                    name: "Watch", productType: "com.apple.product-type.application", kind: .application,
                    resources: [], sources: [], settings: ["SDKROOT": sdk]))
            #expect(inventory.usesOtherTextStyleSizes)
            result = Auditor().result(for: inventory)
            #expect(!result.findings.contains { $0.rule.hasPrefix("font-relative-to-mismatch") }, "\(sdk)")
        }
        inventory.target?.target.settings["SDKROOT"] = "iphoneos"
        #expect(Auditor().result(for: inventory).findings.contains { $0.rule == "font-relative-to-mismatch" })
    }
}
