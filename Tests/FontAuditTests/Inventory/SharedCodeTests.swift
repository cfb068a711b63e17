import Foundation
import Testing
@testable import FontAudit

/// One Swift file compiled by two targets, only one of which bundles the font
/// (Fixtures/Projects/SharedCode): the line gets the finding of the target that has the font,
/// not a contradicting font-name-unknown from the one that does not.
@Suite struct SharedCodeTests {
    @Test func aSharedFileIsJudgedByTheTargetThatHasTheFont() async throws {
        let path = Repo.root.appendingPathComponent("Fixtures/Projects/SharedCode/SharedCode.xcodeproj").path
        let (inventories, result) = try await Auditor().audit(path: path, options: AuditOptions())
        #expect(inventories.compactMap { $0.target?.target.name } == ["App", "Keyboard"])
        let found = result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.targets)" }
        #expect(found == [
            // The keyboard's own file asks for a font the keyboard does not bundle: still reported.
            "font-name-unknown Keyboard/KeyboardView.swift:5 [\"Keyboard\"]",
            // The shared file: the app's family-name warning only; Roboto-Bold (line 10) resolves in the app.
            "font-name-not-postscript Shared/AppFont.swift:6 [\"App\"]",
        ])
        #expect(result.summary.namesFound == 3)
    }
}
