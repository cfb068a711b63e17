import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// Fonts that a web page or an embedded interpreter loads itself (Fixtures/Projects/Engines: a
/// bundled Python tree and a help page, each copied as a folder reference) are not the app's to
/// list; the app's own unlisted font still is.
@Suite struct EngineFontTests {
    @Test func foldersOfOtherEnginesAreNotTheAppsFonts() async throws {
        let path = Repo.root.appendingPathComponent("Fixtures/Projects/Engines").path
        let (inventories, result) = try await Auditor().audit(path: path, options: AuditOptions())
        let inventory = try #require(inventories.first)
        #expect(inventory.absentFonts.map(\.path) == ["App/Generated/Icons.ttf"])
        #expect(
            inventory.fonts.map(\.path).sorted() == [
                "App/AppFonts/Roboto-Regular.ttf",
                "App/Help/assets/fonts/Roboto-Italic.ttf",
                "App/Help/assets/fonts/WeightMismatch-Bold.ttf",
                "App/Python/lib/plotting/data/fonts/ttf/Roboto-Bold.ttf",
                "App/Web/Fonts/ReaderSans.otf",
            ])
        // The Python tree's __init__.py is four folders above its font, all inside the copy; the
        // help page's index.html two.
        // App/Web/Fonts/ReaderSans.otf is copied flat (a group), so no folder of web files comes
        // with it: App/Web/reader.js, one folder up, names its file in an @font-face.
        #expect(
            inventory.engineFontPaths == [
                "App/Help/assets/fonts/Roboto-Italic.ttf",
                "App/Help/assets/fonts/WeightMismatch-Bold.ttf",
                "App/Python/lib/plotting/data/fonts/ttf/Roboto-Bold.ttf",
                "App/Web/Fonts/ReaderSans.otf",
            ])
        // Face rules judge the app's fonts only: the help page's WeightMismatch-Bold.ttf, whose
        // usWeightClass contradicts its name, is the web view's business.
        #expect(inventory.appFonts.map(\.path) == ["App/AppFonts/Roboto-Regular.ttf"])
        // Archive/Engines.xcarchive, a committed build product, holds an Info.plist listing a font
        // and the font: neither is the project's (no manifest-unused, no fifth font).
        #expect(!inventories.flatMap(\.manifests).contains { $0.path.contains(".xcarchive") })
        let found = result.findings.map { "\($0.rule) \($0.file ?? "-"):\($0.line.map(String.init) ?? "-")" }
        #expect(
            found == [
                "font-not-listed App/AppFonts/Roboto-Regular.ttf:-",
                "font-name-not-registered App/EnginesApp.swift:3",
                "manifest-file-missing App/Info.plist:11",
            ])
        // The icon font the project copies from App/Generated, which the fixture's .gitignore keeps
        // out of git: a build step adds it, so a note that says so, not an error.
        let generated = try #require(result.findings.first { $0.rule == "manifest-file-missing" })
        #expect(generated.severity == .note)
        #expect(
            generated.stated("ignoredAt", "pattern") == ["referenceKeptOutOfGit", ".gitignore:2", "App/Generated/"])
        #expect(inventory.gitIgnoredAbsentFonts.keys.sorted() == ["App/Generated/Icons.ttf"])
    }
}

/// What counts as a web page naming a font: a CSS `url(…)`, not any mention.
@Suite struct CSSURLTests {
    @Test func aFontIsNamedOnlyInsideAURL() {
        let font = Data("Lora-Bold.ttf".utf8)
        for named in [
            "src: url(Lora-Bold.ttf)", "src:url('fonts/Lora-Bold.ttf') format('truetype')",
            "\"@font-face{font-family:L;src:url(\\\"/assets/Lora-Bold.ttf\\\")}\"",
        ] {
            #expect(InventoryBuilder.namesInCSSURL(Data(named.utf8), font), "\(named)")
        }
        // A React Native asset index or a build script that mentions the file is no web page's use.
        for other in ["module.exports = require('./Lora-Bold.ttf');", "url(a.png) Lora-Bold.ttf", "Lora-Bold.ttf url("]
        {
            #expect(!InventoryBuilder.namesInCSSURL(Data(other.utf8), font), "\(other)")
        }
    }
}
