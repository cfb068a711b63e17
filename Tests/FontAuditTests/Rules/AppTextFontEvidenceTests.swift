import FontInspectorReading
import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditInventory
@testable import FontAuditModel

/// The app's text font is a fact or nothing (issue 63): an icon font is never it, however often
/// the code asks for it, and a table a library ships for its own views is not the app's text.
extension AppTextFontTests {
    /// Material Icons' shape: a ligature icon font (`a`–`z`, `A`–`Z`, digits, and 300 icons in the
    /// Private Use Area) asked for in three files, more than the text font. It lacks the Japanese
    /// and the Polish of the app's strings, and says nothing of them: it draws no text.
    @Test func anIconFontAskedForInManyPlacesIsNotTheTextFont() async throws {
        let folder = try scratchApp(adding: ["Glyphs/LigatureIcons-Regular.ttf"])
        for screen in ["Home", "Search", "Profile"] {
            try folder.write(
                "App/Sources/\(screen)Icons.swift",
                """
                import UIKit
                enum \(screen)Icons {
                    static func font(size: CGFloat) -> UIFont? { UIFont(name: "LigatureIcons-Regular", size: size) }
                }

                """)
        }
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(inventory.requests.filter { $0.name == "LigatureIcons-Regular" }.count == 3)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-") \($0.name ?? "-")" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings Roboto"
            ], "\(result.findings.map(\.message))")
    }

    /// The face test itself, on the character maps FreeType reads: the icon font maps every
    /// Latin letter and still fails it; Roboto passes; the digits-only icon font fails.
    @Test func aTextFaceIsToldByItsCharacterMap() throws {
        let inspector = try FontFileInspector(nameRecords: false)
        func isText(_ path: URL) throws -> Bool {
            Inventory.isTextFace(try #require(inspector.characterMaps(ofFileAt: path)[0]))
        }
        #expect(try !isText(Repo.fonts.appendingPathComponent("Glyphs/LigatureIcons-Regular.ttf")))
        #expect(try isText(Repo.fonts.appendingPathComponent("Roboto/Roboto-Regular.ttf")))
        #expect(try isText(Repo.fonts.appendingPathComponent("Glyphs/GlyphTest-Regular.ttf")))
        #expect(
            try !isText(Repo.apps.appendingPathComponent("AppTextFont/App/Fonts/GlyphIcons-Regular.ttf")))
        let icons = try #require(
            inspector.characterMaps(
                ofFileAt: Repo.fonts.appendingPathComponent("Glyphs/LigatureIcons-Regular.ttf"))[0])
        #expect(icons.count(in: 0xE000...0xF8FF) == 300 && icons.count == 363)
    }

    /// A pull-to-refresh library vendored beside the app's sources ships its own Japanese table,
    /// shown by its own views in its own fonts: not the app's text, though Roboto lacks its kana.
    /// The app's own Japanese (`Localizable.strings`) is still said, with no place of the library's.
    @Test func aVendoredLibrarysOwnTableIsNotTheAppsText() async throws {
        let folder = try scratchApp()
        try folder.write(
            "Vendor/PullToRefresh/Resources/ja.lproj/PullToRefresh.strings",
            "\"pull\" = \"引っ張って更新\";\n\"release\" = \"離して更新\";\n\"loading\" = \"読み込み中…\";\n")
        try folder.write(
            "Vendor/PullToRefresh/Sources/RefreshView.swift",
            """
            import UIKit
            final class RefreshView: UIView {
                let label = UILabel()
                func update() {
                    label.text = NSLocalizedString("pull", tableName: "PullToRefresh", bundle: Bundle(for: RefreshView.self), comment: "")
                }
            }

            """)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-") \($0.name ?? "-") \($0.related.count)" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings Roboto 49"
            ], "\(result.findings.map(\.message))")
        #expect(!result.findings.flatMap(\.related).contains { $0.file.hasPrefix("Vendor/") })
    }
}
