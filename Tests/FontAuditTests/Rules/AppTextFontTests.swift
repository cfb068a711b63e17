import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// The app's text font lacks a shipped localization's script (issue 47, the category behind 62
/// of the experts' 71 misses): where an appearance proxy or a style system sets the font, no
/// view ties a string to it, and the strings are still shown in it. One finding per family and
/// language, at the table; system-UI tables (InfoPlist) and a symbol font say nothing.
@Suite struct AppTextFontTests {
    @Test func aStyleSystemFontThatLacksALanguageIsOneFinding() async throws {
        let (_, result) = try await Auditor().auditOne(path: Repo.apps.appendingPathComponent("AppTextFont").path)
        #expect(
            result.findings.map { "\($0.rule) \($0.severity) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "font-glyph-missing warning App/ja.lproj/Localizable.strings:1 Roboto"
            ], "\(result.findings.map(\.message))")
        let finding = try #require(result.findings.first)
        #expect(
            finding.message.hasPrefix(
                "`Roboto` is the text font of this app (asked for 2 times in 1 file, `Typography.swift`), "
                    + "and `Roboto-Bold`, `Roboto-Regular` have no glyph for 102 characters (設 定 閉 じ る"))
        #expect(
            finding.message.contains(
                "of 50 `ja` strings (Localizable.strings:1 `key_1`, Localizable.strings:2 `key_2`, "
                    + "Localizable.strings:3 `key_3`, and 47 more)"))
        #expect(finding.related.count == 49)
        #expect(finding.related.last == Finding.Place(file: "App/ja.lproj/Localizable.strings", line: 50))
        // Polish is covered by Roboto, InfoPlist.strings is drawn by iOS, GlyphIcons maps no letter.
        #expect(
            !result.findings.contains {
                $0.file?.contains("InfoPlist") ?? false || $0.file?.contains("pl.lproj") ?? false
            })
    }

    @Test func oneFaceAskedForOnceIsNotTheAppsTextFont() async throws {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent("AppTextFont"), to: folder.url)
        try folder.write(
            "App/Sources/Typography.swift", "import UIKit\nlet logo = UIFont(name: \"Roboto-Bold\", size: 40)\n")
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
    }

    @Test func localsInterpolatedIntoANameAreFollowed() async throws {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent("AppTextFont"), to: folder.url)
        try folder.write(
            "App/Sources/Typography.swift",
            """
            import UIKit
            enum Typography {
                static func fontName(bold: Bool) -> String {
                    let family = "Roboto"
                    var suffix = ""
                    if bold {
                        suffix = "Bold"
                    } else {
                        suffix = "Regular"
                    }
                    return "\\(family)-\\(suffix)"
                }
                static func font(bold: Bool) -> UIFont { UIFont(name: fontName(bold: bold), size: 17)! }
            }

            """)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            result.summary.namesResolved == 1 && result.summary.namesFollowed == 1 && result.summary.namesDynamic == 0)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-") \($0.name ?? "-")" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings Roboto"
            ], "\(result.findings.map(\.message))")
    }

    /// A copy of the fixture with `extra` (paths under Fixtures/Fonts) beside its fonts, listed.
    func scratchApp(adding extra: [String] = []) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: Repo.apps.appendingPathComponent("AppTextFont"), to: folder.url)
        for font in extra {
            try FileManager.default.copyItem(
                at: Repo.fonts.appendingPathComponent(font),
                to: folder.url.appendingPathComponent(
                    "App/Fonts/" + (font.split(separator: "/").last.map(String.init) ?? font)))
        }
        let plist = folder.url.appendingPathComponent("App/Info.plist")
        let entries = extra.map { "\t\t<string>\($0.split(separator: "/").last ?? "")</string>\n" }.joined()
        try String(contentsOf: plist, encoding: .utf8)
            .replacingOccurrences(
                of: "\t\t<string>GlyphIcons-Regular.ttf</string>\n",
                with: "\t\t<string>GlyphIcons-Regular.ttf</string>\n" + entries
            )
            .write(to: plist, atomically: true, encoding: .utf8)
        return folder
    }

    /// canvas-ios's shape: one helper builds every name from two locals set under one condition,
    /// three faces of one family and one of another (a mode some users turn on). The family in
    /// the most faces is the app's text font; the pairings the code cannot make are never asked.
    @Test func theFamilyInTheMostFacesIsTheTextFont() async throws {
        let folder = try scratchApp(adding: ["Roboto/Roboto-Italic.ttf", "Cantarell/Cantarell-Regular.otf"])
        try folder.write(
            "App/Sources/Typography.swift",
            """
            import UIKit
            enum Typography {
                static func fontName(bold: Bool, italic: Bool) -> String {
                    let playful = UserDefaults.standard.bool(forKey: "playful")
                    let family = playful ? "Cantarell" : "Roboto"
                    var suffix = ""
                    if playful {
                        suffix = "Regular"
                    } else if bold {
                        suffix = "Bold"
                    } else {
                        suffix = italic ? "Italic" : "Regular"
                    }
                    return "\\(family)-\\(suffix)"
                }
                static func font(bold: Bool, italic: Bool = false) -> UIFont { UIFont(name: fontName(bold: bold, italic: italic), size: 17)! }
            }

            """)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(result.summary.namesResolved == 1 && result.summary.namesDynamic == 0)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-") \($0.name ?? "-")" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings Roboto"
            ], "\(result.findings.map(\.message))")
        let message = try #require(result.findings.first?.message)
        #expect(message.contains("`Roboto-Bold`, `Roboto-Italic`, `Roboto-Regular` have no glyph"), "\(message)")
    }

    /// Where a source tree holds several apps (an Info.plist each), each app's strings are its
    /// own finding: the widget's Japanese is not said at the app's table.
    @Test func eachAppOfASourceTreeHasItsOwnFinding() async throws {
        let folder = try scratchApp()
        let widgetPlist = try String(contentsOf: folder.url.appendingPathComponent("App/Info.plist"), encoding: .utf8)
            .replacingOccurrences(of: "com.example.apptextfont", with: "com.example.apptextfont.widget")
            .replacingOccurrences(of: "\t\t<string>GlyphIcons-Regular.ttf</string>\n", with: "")
        try folder.write("Widget/Info.plist", widgetPlist)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Widget/Fonts"), withIntermediateDirectories: true)
        for font in ["Roboto-Regular.ttf", "Roboto-Bold.ttf"] {
            try FileManager.default.copyItem(
                at: folder.url.appendingPathComponent("App/Fonts/" + font),
                to: folder.url.appendingPathComponent("Widget/Fonts/" + font))
        }
        try folder.write("Widget/ja.lproj/Localizable.strings", "\"today\" = \"今日\";\n\"tomorrow\" = \"明日\";\n")
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-") \($0.related.count)" }
                == [
                    "font-glyph-missing App/ja.lproj/Localizable.strings:1 Roboto 49",
                    "font-glyph-missing Widget/ja.lproj/Localizable.strings:1 Roboto 1",
                ], "\(result.findings.map(\.message))")
    }

    /// A variable font is one face: asked for by two of its named instances it is a type system,
    /// as two static faces are (FlashForge's Manrope-Variable.ttf).
    @Test func aVariableFontAskedByTwoInstancesIsTheTextFont() async throws {
        let folder = try scratchApp(adding: ["../Apps/FamilyNames/Type/Fonts/FixtureSans-VF.ttf"])
        try folder.write(
            "App/Sources/Typography.swift",
            """
            import UIKit
            enum Typography {
                static func body() -> UIFont { UIFont(name: "FixtureSans-Regular", size: 17)! }
                static func title() -> UIFont { UIFont(name: "FixtureSans-Bold", size: 22)! }
                static func apply() { UILabel.appearance().font = body() }
            }

            """)
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-") \($0.name ?? "-")" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings Fixture Sans",
                // Fixture Sans maps A–Z and a–z only: Polish's ą ę ł are missing too.
                "font-glyph-missing App/pl.lproj/Localizable.strings Fixture Sans",
            ], "\(result.findings.map(\.message))")
    }

    /// lockdown's shape: a storyboard's label in Roboto has its Japanese in `ja.lproj/Main.strings`,
    /// which the views report; the app's other Japanese strings (`Localizable.strings`) are still
    /// the app text font's finding, as the storyboard's table is all the views cover.
    @Test func aStoryboardsOwnTableLeavesTheOtherTablesToTheAppTextFont() async throws {
        let folder = try scratchApp()
        try folder.write(
            "App/Base.lproj/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <label text="Today" id="abc-12-xyz">
                        <fontDescription key="fontDescription" name="Roboto-Bold" family="Roboto" pointSize="11"/>
                    </label>
                </scenes>
            </document>

            """)
        try folder.write("App/ja.lproj/Main.strings", "\"abc-12-xyz.text\" = \"本日\";\n")
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0) \($0.name ?? "-")" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings:1 Roboto",
                "font-glyph-missing App/ja.lproj/Main.strings:1 Roboto-Bold",
            ], "\(result.findings.map(\.message))")
    }

    /// AlphaWallet's shape: the type system asks through R.swift's generated accessors, named
    /// after the PostScript names (`R.font.robotoBold`); the generated file is not in the
    /// checkout. An accessor that names no face of the app is left out, never guessed.
    @Test func rswiftAccessorsAreRequestsForTheFacesTheyAreNamedAfter() async throws {
        let folder = try scratchApp()
        try folder.write(
            "App/Sources/Typography.swift",
            """
            import UIKit
            enum Typography {
                static func body(size: CGFloat) -> UIFont { UIFont(resource: R.font.robotoRegular, size: size)! }
                static func title(size: CGFloat) -> UIFont { R.font.robotoBold(size: size)! }
                static func gone(size: CGFloat) -> UIFont? { R.font.sourceSansProBlack(size: size) }
                static func apply() { UILabel.appearance().font = body(size: 17) }
            }

            """)
        let (inventory, result) = try await Auditor().auditOne(path: folder.url.path)
        #expect(
            inventory.requests.map { "\($0.name) \($0.api) \($0.line)" } == [
                "Roboto-Regular UIFont(resource:size:) 3", "Roboto-Bold R.font.robotoBold(size:) 4",
            ])
        #expect(inventory.requests.allSatisfy { $0.origin == nil })
        #expect(
            result.findings.map { "\($0.rule) \($0.file ?? "-") \($0.name ?? "-")" } == [
                "font-glyph-missing App/ja.lproj/Localizable.strings Roboto"
            ], "\(result.findings.map(\.message))")
    }
}

/// One cause, said once: a family per weight (`FamilyPerWeight`, `FamilyPerWeight-SemiBold`, as
/// `Metropolis` and `Metropolis-SemiBold` are by name ID 1) that lacks the same characters of the
/// same strings is one finding naming each; another typeface that lacks them too keeps its own.
@Suite struct AppTextFontCauseTests {
    @Test func aFamilyPerWeightIsOneCause() async throws {
        let folder = try AppTextFontTests().scratchApp(adding: [
            "Edge/FamilyPerWeight.ttf", "Edge/FamilyPerWeight-SemiBold.ttf", "Edge/WeightMismatch-Bold.ttf",
        ])
        for (index, file) in ["Home", "Settings", "Profile"].enumerated() {
            try folder.write(
                "App/Sources/\(file)Styles.swift",
                """
                import UIKit
                let body\(index) = UIFont(name: "FamilyPerWeight", size: 17)
                let title\(index) = UIFont(name: "FamilyPerWeight-SemiBold", size: 22)
                let other\(index) = UIFont(name: "WeightMismatch-Bold", size: 17)

                """)
        }
        let (_, result) = try await Auditor().auditOne(path: folder.url.path)
        let glyphs = result.findings.filter { $0.rule == "font-glyph-missing" }
        // All three 65-glyph subsets lack the same Japanese and Polish letters; `Weight Mismatch`
        // is another typeface, said on its own.
        #expect(
            glyphs.map { "\($0.file ?? "-") \($0.name ?? "-") [\($0.messageValue.facts["family"] ?? "")]" } == [
                "App/ja.lproj/Localizable.strings FamilyPerWeight [FamilyPerWeight, FamilyPerWeight-SemiBold]",
                "App/ja.lproj/Localizable.strings Weight Mismatch [Weight Mismatch]",
                "App/pl.lproj/Localizable.strings FamilyPerWeight [FamilyPerWeight, FamilyPerWeight-SemiBold]",
                "App/pl.lproj/Localizable.strings Weight Mismatch [Weight Mismatch]",
            ], "\(glyphs.map(\.message))")
        let polish = try #require(glyphs.dropFirst(2).first?.message)
        #expect(
            polish.hasPrefix("`FamilyPerWeight`, `FamilyPerWeight-SemiBold` are text fonts of this app"), "\(polish)")
    }
}
