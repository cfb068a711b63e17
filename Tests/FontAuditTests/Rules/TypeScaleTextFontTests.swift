import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditModel

/// A React Native theme's type scale names its families in one file, each once per style (its
/// headings in one family, its body in another): two families each set as `fontFamily` on four
/// lines of one file are text fonts of the app, whose translations they must draw. Three lines of
/// each, or one family alone on eight (a specimen, prices in one face), are not enough to say so:
/// the controls stay silent.
@Suite struct TypeScaleTextFontTests {
    /// An Expo app (no `ios/`) whose expo-font plugin lists Roboto and Cantarell, a type scale of
    /// `styles` headings in Cantarell and as many body styles in Roboto, and English and Thai
    /// translations its code requires.
    static func app(styles: Int, body: Bool = true) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write(
            "package.json", #"{ "name": "scale", "dependencies": { "expo": "~52.0.0", "react-native": "0.76.0" } }"#)
        try folder.write(
            "app.json",
            """
            { "expo": { "name": "Scale", "plugins": [["expo-font", { "fonts": [
              "./assets/fonts/Roboto-Regular.ttf", "./assets/fonts/Cantarell-Regular.otf"
            ] }]] } }
            """)
        let fonts = Repo.root.appendingPathComponent("Fixtures/Projects/ReactNative/assets/fonts")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("assets/fonts"), withIntermediateDirectories: true)
        for name in ["Roboto-Regular.ttf", "Cantarell-Regular.otf"] {
            try FileManager.default.copyItem(
                at: fonts.appendingPathComponent(name), to: folder.url.appendingPathComponent("assets/fonts/" + name))
        }
        let headings = (1...styles).map { "  h\($0): { fontSize: \(40 - $0 * 4), fontFamily: 'Cantarell-Regular' }," }
        let body = (1...styles).map {
            "  body\($0): { fontSize: \(18 - $0), fontFamily: '\(body ? "Roboto-Regular" : "Cantarell-Regular")' },"
        }
        try folder.write(
            "src/typography.ts", "export const typography = {\n" + (headings + body).joined(separator: "\n") + "\n}\n")
        try folder.write(
            "src/i18n.ts",
            "export const translations = {\n  en: require('./locales/en.json'),\n  th: require('./locales/th.json'),\n}\n"
        )
        try folder.write("src/locales/en.json", #"{ "home": { "title": "Welcome" } }"#)
        try folder.write("src/locales/th.json", #"{ "home": { "title": "ยินดีต้อนรับ" } }"#)
        return folder
    }

    static func glyphs(styles: Int, body: Bool = true) async throws -> [String] {
        let app = try Self.app(styles: styles, body: body)
        let (_, result) = try await Auditor().audit(path: app.url.path)
        withExtendedLifetime(app) {}
        return result.findings.filter { $0.rule == "font-glyph-missing" }.map { "\($0.file ?? "-") \($0.name ?? "")" }
            .sorted()
    }

    @Test func aTypeScalesFamiliesAreTheAppsTextFonts() async throws {
        #expect(try await Self.glyphs(styles: 4) == ["src/locales/th.json Cantarell", "src/locales/th.json Roboto"])
        #expect(try await Self.glyphs(styles: 3) == [])
        #expect(try await Self.glyphs(styles: 4, body: false) == [])
    }
}
