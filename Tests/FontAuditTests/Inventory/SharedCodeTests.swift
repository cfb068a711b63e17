import Foundation
import Testing
@testable import FontAudit

/// One Swift file compiled by two targets, only one of which bundles the font
/// (Fixtures/Projects/SharedCode): the target without the font is told it compiles shared code
/// that asks for a font it lacks (a warning: whether it runs the code is not known), not that the
/// name matches no font, which would contradict the other target's finding on the line.
@Suite struct SharedCodeTests {
    @Test func aSharedFileIsJudgedByTheTargetThatHasTheFont() async throws {
        let path = Repo.root.appendingPathComponent("Fixtures/Projects/SharedCode/SharedCode.xcodeproj").path
        let (inventories, result) = try await Auditor().audit(path: path, options: AuditOptions())
        #expect(inventories.compactMap { $0.target?.target.name } == ["App", "Keyboard"])
        let found = result.findings.map { "\($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0) \($0.targets)" }
        #expect(found == [
            // The keyboard's own file asks for a font the keyboard does not bundle: an error.
            "font-name-unknown error Keyboard/KeyboardView.swift:5 [\"Keyboard\"]",
            // The shared file: the app's family-name warning, and the keyboard's shared-code warnings.
            "font-name-not-postscript warning Shared/AppFont.swift:6 [\"App\"]",
            "font-name-unknown warning Shared/AppFont.swift:6 [\"Keyboard\"]",
            "font-name-unknown warning Shared/AppFont.swift:10 [\"Keyboard\"]",
        ])
        let shared = try #require(result.findings.first { $0.line == 10 })
        #expect(shared.message == "`Roboto-Bold` is asked for in code that `Keyboard` compiles without bundling its font, which `App` bundles: where `Keyboard` runs this code, the text renders in the system font. Add the font to `Keyboard` (its resources and UIAppFonts), or keep this code out of that target.")
        #expect(shared.fix == nil)
        #expect(result.summary.namesFound == 3)
    }
}
