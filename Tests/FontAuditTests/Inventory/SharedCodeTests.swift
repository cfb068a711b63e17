import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

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
        #expect(
            found == [
                // The keyboard's own file asks for a font the keyboard does not bundle: an error.
                "font-name-unknown error Keyboard/KeyboardView.swift:5 [\"Keyboard\"]",
                // The shared file: the app's family-name warning, and the keyboard's shared-code warnings.
                "font-name-not-postscript warning Shared/AppFont.swift:6 [\"App\"]",
                "font-name-unknown warning Shared/AppFont.swift:6 [\"Keyboard\"]",
                "font-name-unknown warning Shared/AppFont.swift:10 [\"Keyboard\"]",
            ])
        let shared = try #require(result.findings.first { $0.line == 10 })
        #expect(
            shared.message
                == "`Roboto-Bold` is asked for in code that `Keyboard` compiles without bundling its font, which `App` bundles: where `Keyboard` runs this code, the text renders in the system font. Add the font to `Keyboard` (its resources and UIAppFonts), or keep this code out of that target."
        )
        #expect(shared.fix == nil)
        #expect(result.summary.namesFound == 3)
    }
}

/// A file of one target's Xcode 16 synchronized folder given to another target through the
/// folder's exception set for that target (Target Membership): for a target that does not own
/// the folder, membershipExceptions add files (Fixtures/Projects/SyncedShared).
@Suite struct SyncedMembershipTests {
    @Test func exceptionsOfAnotherTargetsFolderAddItsFiles() async throws {
        let path = Repo.root.appendingPathComponent("Fixtures/Projects/SyncedShared/SyncedShared.xcodeproj").path
        let (inventories, result) = try await Auditor().audit(path: path, options: AuditOptions())
        let widget = try #require(inventories.first { $0.target?.target.name == "Widget" })
        #expect(widget.fonts.map(\.path).sorted() == ["App/Fonts/Roboto-Bold.ttf", "App/Fonts/Roboto-Regular.ttf"])
        #expect(widget.fonts.map(\.bundlePath).sorted() == ["Roboto-Bold.ttf", "Roboto-Regular.ttf"])
        let found = result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.targets)" }
        // The widget lists Roboto-Bold only: Roboto-Regular, which it is given and asks for, is not.
        #expect(
            found == [
                "font-not-listed App/Fonts/Roboto-Regular.ttf:0 [\"Widget\"]",
                "font-name-not-registered Widget/Widget.swift:4 [\"Widget\"]",
            ])
    }
}
