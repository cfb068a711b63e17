import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A symbol the development language's own text holds (`ⓘ` in "Show ⓘ button") is the app's
/// text, drawn by the system's fallback on purpose: it is said once, for that language, not as a
/// lack of every translation (issue 82). A symbol only a translation writes, and a script the font
/// lacks, are still said for that translation.
@Suite struct GlyphSymbolTests {
    /// A SwiftUI app whose three texts are in Roboto-Regular, in English, French and Japanese.
    static func app() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>a.b</string>
            <key>UIAppFonts</key><array><string>Roboto-Regular.ttf</string></array></dict></plist>

            """)
        try FileManager.default.copyItem(
            at: Repo.root.appendingPathComponent("Fixtures/Fonts/Roboto/Roboto-Regular.ttf"),
            to: folder.url.appendingPathComponent("App/Roboto-Regular.ttf"))
        try folder.write(
            "App/Views.swift",
            """
            import SwiftUI
            struct Info: View {
                var body: some View {
                    VStack {
                        Text("info").font(.custom("Roboto-Regular", size: 14))
                        Text("rating").font(.custom("Roboto-Regular", size: 14))
                        Text("close").font(.custom("Roboto-Regular", size: 14))
                    }
                }
            }

            """)
        try folder.write(
            "App/en.lproj/Localizable.strings",
            "\"info\" = \"Show ⓘ button\";\n\"rating\" = \"Rating\";\n\"close\" = \"Close\";\n")
        try folder.write(
            "App/fr.lproj/Localizable.strings",
            "\"info\" = \"Afficher le bouton ⓘ\";\n\"rating\" = \"Note ★\";\n\"close\" = \"Fermer\";\n")
        try folder.write(
            "App/ja.lproj/Localizable.strings",
            "\"info\" = \"ⓘ ボタン\";\n\"rating\" = \"評価\";\n\"close\" = \"閉じる\";\n")
        return folder
    }

    @Test func aSymbolOfTheDevelopmentLanguagesTextIsSaidOnce() async throws {
        let app = try Self.app()
        let (_, result) = try await Auditor().auditOne(path: app.url.path)
        withExtendedLifetime(app) {}
        let glyphs = result.findings.filter { $0.rule == "font-glyph-missing" }
        let lines = glyphs.map { "\($0.file ?? "-"):\($0.line ?? 0)" }.sorted()
        // English says ⓘ; French says only its own ★; Japanese its script, without ⓘ.
        #expect(
            lines == [
                "App/en.lproj/Localizable.strings:1", "App/fr.lproj/Localizable.strings:2",
                "App/ja.lproj/Localizable.strings:1",
            ], "\(glyphs.map(\.message))")
        let english = try #require(glyphs.first { $0.file?.hasPrefix("App/en") == true })
        #expect(english.message.contains("ⓘ"))
        let french = try #require(glyphs.first { $0.file?.hasPrefix("App/fr") == true })
        #expect(french.message.contains("★") && !french.message.contains("ⓘ"))
        let japanese = try #require(glyphs.first { $0.file?.hasPrefix("App/ja") == true })
        #expect(japanese.message.contains("ボ") && !japanese.message.contains("ⓘ"))
    }
}
