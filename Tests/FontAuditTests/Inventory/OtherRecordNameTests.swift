import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditRules

/// A face whose Macintosh `name` record gives another PostScript name than its Windows record
/// (`Edge/TwoRecordNames.ttf`: `TwoRecords-Mac`, `TwoRecords-Windows`), as real fonts do: a
/// request for either name reaches it, and nothing calls the Macintosh one unknown.
@Suite struct OtherRecordNameTests {
    /// The findings of an app that bundles the font, lists it in UIAppFonts when `listed`, and
    /// asks for each of `names`, one line each.
    func findings(asking names: [String], listed: Bool) async throws -> [String] {
        let example = RuleExample(
            "", appFonts: listed ? ["TwoRecordNames.ttf"] : [],
            files: ["Fonts/TwoRecordNames.ttf": "Edge/TwoRecordNames.ttf"],
            sources: [
                "Title.swift": names.map { "let f = UIFont(name: \"\($0)\", size: 17)\n" }.joined()
            ])
        let scratch = try ScratchFolder()
        try example.materialize(in: scratch.url)
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        let face = try #require(inventory.fonts.first?.report.faces.first)
        #expect(face.otherRecordPostScriptNames == ["TwoRecords-Mac"])
        return result.findings.map { "\($0.line ?? 0) \($0.rule)" }
    }

    @Test func eitherRecordsNameReachesARegisteredFace() async throws {
        let found = try await findings(
            asking: ["TwoRecords-Mac", "TwoRecords-Windows", "TwoRecords-Other"], listed: true)
        // Only the name no record gives is unknown.
        #expect(found == ["3 font-name-unknown"])
    }

    @Test func theMacintoshNameOfAnUnlistedFontIsNotRegistered() async throws {
        let found = try await findings(asking: ["TwoRecords-Mac"], listed: false)
        #expect(found.contains("1 font-name-not-registered"), "\(found)")
        #expect(!found.contains("1 font-name-unknown"), "\(found)")
    }

    /// SwiftGen writes the name CoreText gives: a generated file that names the font by its
    /// Macintosh record's name is not stale; one that names neither record's name is.
    @Test func aGeneratedMacintoshNameIsNotStale() async throws {
        func findings(generating name: String) async throws -> [String] {
            // The rule's own SwiftGen template, for this font.
            let generated = GeneratedFontStaleRule.generated.replacingOccurrences(of: "%@", with: name)
                .replacingOccurrences(
                    of: "family: \"Roboto\", path: \"Roboto-Bold.ttf\"",
                    with: "family: \"Two Records\", path: \"TwoRecordNames.ttf\"")
            let scratch = try ScratchFolder()
            try RuleExample(
                "", appFonts: ["TwoRecordNames.ttf"], files: ["Fonts/TwoRecordNames.ttf": "Edge/TwoRecordNames.ttf"],
                sources: ["Generated/Fonts.swift": generated]
            ).materialize(in: scratch.url)
            let (_, result) = try await Auditor().auditOne(path: scratch.url.path)
            return result.findings.map { "\($0.rule) \($0.name ?? "")" }
        }
        #expect(try await findings(generating: "TwoRecords-Mac") == [])
        #expect(try await findings(generating: "TwoRecords-Windows") == [])
        #expect(try await findings(generating: "TwoRecords-Other") == ["generated-font-stale TwoRecords-Other"])
    }

    /// A file no target bundles: the request names that file (font-name-not-registered), by
    /// either record's name.
    @Test func theMacintoshNameOfAnUnplacedFontNamesTheFile() async throws {
        let scratch = try ScratchFolder()
        try RuleExample(
            "", appFonts: [],
            sources: ["Title.swift": "let f = UIFont(name: \"TwoRecords-Mac\", size: 17)\n"]
        ).materialize(in: scratch.url)
        let design = scratch.url.appendingPathComponent("Design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repo.fonts.appendingPathComponent("Edge/TwoRecordNames.ttf"),
            to: design.appendingPathComponent("TwoRecordNames.ttf"))
        let (inventory, result) = try await Auditor().auditOne(path: scratch.url.path)
        #expect(inventory.unplacedFile(withFace: "TwoRecords-Mac") == "Design/TwoRecordNames.ttf")
        #expect(result.findings.map(\.rule) == ["font-name-not-registered"], "\(result.findings.map(\.message))")
    }
}
