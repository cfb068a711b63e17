import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// The Mac app's fonts folder (`ATSApplicationFontsPath`), found whatever its case.
@Suite struct FontsFolderCaseTests {
    /// ATSApplicationFontsPath is read on a Mac, whose disk ignores case by default: `fonts` names
    /// the bundle's `Fonts` folder there (a React Native macOS app's `Fonts` and `fonts/` did).
    @Test func theFontsFolderIsFoundWhateverItsCase() async throws {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent("MacEditor"), to: folder.url)
        let plist = folder.url.appendingPathComponent("Editor/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try text.replacingOccurrences(of: "<string>Fonts</string>", with: "<string>fonts</string>").write(
            to: plist, atomically: true, encoding: .utf8)
        let lower = try await Auditor().auditOne(path: folder.url.path).1
        let original = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("MacEditor").path).1
        #expect(!lower.findings.contains { $0.rule == "ats-path-missing" || $0.rule == "font-not-listed" })
        #expect(lower.findings.map(\.rule).sorted() == original.findings.map(\.rule).sorted())
    }
}
