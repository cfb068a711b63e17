import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// UIKit text set through the app's string constants and in its own label and button classes
/// (brave's reader-mode controls): `setTitle(Strings.x, for:)` beside `titleLabel?.font = …` in
/// one `case`, and a label class whose text is set in `init` and its font in a property's
/// `didSet`. The constant's `NSLocalizedString` definition gives the key and table looked up.
@Suite struct UIKitTextUsesTests {
    static let strings = """
        import Foundation
        struct Strings {}
        extension Strings {
            static let sansTitle = NSLocalizedString("SansTitle", tableName: "Shared", value: "Sans", comment: "")
            static let serifTitle = NSLocalizedString("SerifTitle", tableName: "Shared", value: "Serif", comment: "")
            static let sizeText = NSLocalizedString("SizeText", tableName: "Shared", value: "Text", comment: "")
        }

        """

    static let controls = """
        import UIKit
        enum FontType { case sans, serif }
        class FontTypeButton: UIButton {
            func configure(_ type: FontType) {
                switch type {
                case .sans:
                    setTitle(Strings.sansTitle, for: [])
                    titleLabel?.font = UIFont(name: "GlyphTest-Regular", size: 17)
                case .serif:
                    setTitle(Strings.serifTitle, for: [])
                    titleLabel?.font = UIFont(name: "GlyphTest-Bold", size: 17)
                }
            }
        }
        class FontSizeLabel: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                text = Strings.sizeText
            }
            required init?(coder: NSCoder) { fatalError() }
            var type: FontType = .sans {
                didSet {
                    switch type {
                    case .sans: font = UIFont(name: "GlyphTest-Regular", size: 20)
                    case .serif: font = UIFont(name: "GlyphTest-Bold", size: 20)
                    }
                }
            }
        }

        """

    func audit(polish: String) async throws -> AuditResult {
        let folder = try ScratchFolder()
        try folder.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>GlyphTest-Regular.ttf</string><string>GlyphTest-Bold.ttf</string></array></dict></plist>

            """)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("App/Fonts"), withIntermediateDirectories: true)
        for font in ["GlyphTest-Regular.ttf", "GlyphTest-Bold.ttf"] {
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent("Glyphs/" + font),
                to: folder.url.appendingPathComponent("App/Fonts/" + font))
        }
        try folder.write("App/Strings.swift", Self.strings)
        try folder.write("App/Controls.swift", Self.controls)
        try folder.write(
            "App/en.lproj/Shared.strings",
            "\"SansTitle\" = \"Sans\";\n\"SerifTitle\" = \"Serif\";\n\"SizeText\" = \"Text\";\n")
        try folder.write("App/pl.lproj/Shared.strings", polish)
        return try await Auditor().auditOne(path: folder.url.path).1
    }

    @Test func constantsTitlesAndLabelClassesAreTiedToTheirFonts() async throws {
        // GlyphTest-Bold maps Polish letters GlyphTest-Regular lacks.
        let result = try await audit(
            polish: "\"SansTitle\" = \"Zażółć\";\n\"SerifTitle\" = \"Zażółć\";\n\"SizeText\" = \"Zażółć\";\n")
        // The sans title in the Regular its own case sets (the serif title's Bold has the letters,
        // and no case puts the serif title in Regular); the label's text in both fonts its
        // didSet sets, so in Regular too.
        #expect(
            result.findings.map {
                "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-") \($0.related.map { $0.line ?? 0 })"
            } == [
                "font-glyph-missing App/pl.lproj/Shared.strings:1 GlyphTest-Regular [3]"
            ], "\(result.findings.map(\.message))")
    }

    /// Latin translations the fonts cover: nothing.
    @Test func coveredTranslationsSayNothing() async throws {
        let result = try await audit(
            polish: "\"SansTitle\" = \"Sans\";\n\"SerifTitle\" = \"Serif\";\n\"SizeText\" = \"Text\";\n")
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
    }
}
