import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// One defect, one rule (issue 82): a face's full or family name is `font-name-not-registered`
/// where its file is bundled and not registered, as its PostScript name is (it was
/// `font-name-unknown`). Once the file is listed, the full name is `font-name-not-postscript`.
@Suite struct UnregisteredNamesTests {
    static func findings(listing entries: [String]) async throws -> [String] {
        let folder = try ScratchFolder()
        try RuleExample(
            "", appFonts: entries,
            files: ["Roboto-Regular.ttf": "Roboto/Roboto-Regular.ttf", "Roboto-Bold.ttf": "Roboto/Roboto-Bold.ttf"],
            sources: ["Title.swift": "let f = UIFont(name: \"Roboto Bold\", size: 17)\n"]
        ).materialize(in: folder.url)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        withExtendedLifetime(folder) {}
        return result.findings.filter { $0.rule.hasPrefix("font-name") }.map { "\($0.rule) \($0.fix ?? "-")" }
    }

    @Test func aFullNameOfAnUnlistedFileIsNotRegistered() async throws {
        #expect(
            try await Self.findings(listing: ["Roboto-Regular.ttf"]) == ["font-name-not-registered Roboto-Bold.ttf"])
        #expect(
            try await Self.findings(listing: ["Roboto-Regular.ttf", "Roboto-Bold.ttf"]) == [
                "font-name-not-postscript Roboto-Bold"
            ])
    }
}
