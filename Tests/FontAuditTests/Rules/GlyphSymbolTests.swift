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
        try RuleExample.listing(
            "", font: "Roboto/Roboto-Regular.ttf",
            sources: [
                "en.lproj/Localizable.strings":
                    "\"info\" = \"Show ⓘ button\";\n\"rating\" = \"Rating\";\n\"close\" = \"Close\";\n",
                "fr.lproj/Localizable.strings":
                    "\"info\" = \"Afficher le bouton ⓘ\";\n\"rating\" = \"Note ★\";\n\"close\" = \"Fermer\";\n",
                "ja.lproj/Localizable.strings":
                    "\"info\" = \"ⓘ ボタン\";\n\"rating\" = \"評価\";\n\"close\" = \"閉じる\";\n",
            ]
        ).materialize(in: folder.url)
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

/// A text asked for by a family or full name that one registered face answers to is drawn in that
/// face, and its glyphs are checked (issue 82); a family of two faces, which CoreText picks from
/// as it pleases, is not the view's face (the family is then the app's text font instead).
@Suite struct GlyphFamilyNameTests {
    static func glyphFindings(name: String, fonts: [String]) async throws -> [String] {
        let folder = try ScratchFolder()
        try RuleExample.listing(
            "", fonts: fonts.map { "Roboto/" + $0 },
            sources: [
                "Views.swift": "import SwiftUI\nlet t = Text(\"title\").font(.custom(\"\(name)\", size: 14))\n",
                "en.lproj/Localizable.strings": "\"title\" = \"Welcome\";\n",
                "th.lproj/Localizable.strings": "\"title\" = \"ยินดีต้อนรับ\";\n",
            ]
        ).materialize(in: folder.url)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        withExtendedLifetime(folder) {}
        // Said of the view's face, or of the app's text font (a family reached in two faces).
        return result.findings.filter { $0.rule == "font-glyph-missing" }.map {
            "\($0.file ?? "-") \($0.message.contains("is the text font of this app") ? "app text" : $0.name ?? "-")"
        }
    }

    @Test func aNameOneFaceAnswersToIsThatFace() async throws {
        #expect(
            try await Self.glyphFindings(name: "Roboto", fonts: ["Roboto-Regular.ttf"]) == [
                "App/th.lproj/Localizable.strings Roboto-Regular"
            ])
        #expect(
            try await Self.glyphFindings(name: "Roboto Bold", fonts: ["Roboto-Regular.ttf", "Roboto-Bold.ttf"]) == [
                "App/th.lproj/Localizable.strings Roboto-Bold"
            ])
        // Two faces: not the view's face; the family, reached in two faces, is the app's text font.
        #expect(
            try await Self.glyphFindings(name: "Roboto", fonts: ["Roboto-Regular.ttf", "Roboto-Bold.ttf"]) == [
                "App/th.lproj/Localizable.strings app text"
            ])
    }
}
