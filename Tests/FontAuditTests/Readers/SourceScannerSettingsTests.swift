import Foundation
import Testing

@testable import FontAuditModel
@testable import FontAuditReaders

/// A scan's cached value is keyed on every setting of the scanner (``SourceScanner/Settings``):
/// a stored property added to the scanner and to neither the settings nor the run-only list fails
/// here, before a cached run can answer from a key that does not name it.
@Suite struct SourceScannerSettingsTests {
    @Test func everyStoredPropertyIsASettingOrRunOnly() {
        let stored = Set(Mirror(reflecting: SourceScanner()).children.compactMap(\.label))
        let settings = Set(
            Mirror(
                reflecting: SourceScanner.Settings(
                    styleNameKey: "", styleSizeKey: "", libraries: [], javaScriptAliases: [], definitionHeaders: [])
            ).children.compactMap(\.label))
        #expect(stored == settings.union(SourceScanner.runOnly))
    }

    @Test func eachSettingChangesTheKey() {
        let plain = SourceScanner()
        var aliased = plain
        aliased.javaScriptAliases = [JavaScriptPathAlias(prefix: "@/", target: "src/")]
        var keyed = plain
        keyed.styleNameKey = "font"
        var headers = plain
        headers.definitionHeaders = [("/a/B.h", "B.h")]
        var libraries = plain
        libraries.libraries = []
        var themed = plain
        var theme = TailwindFontTheme(library: .uniwind)
        theme.readCSS("@theme {\n  --font-brand: Inter;\n}\n", file: "global.css")
        themed.javaScriptFontTheme = theme
        var drawn = plain
        drawn.javaScriptReadsSVG = true
        let keys = [plain, aliased, keyed, headers, libraries, themed, drawn].map(\.settingsKey)
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(SourceScanner().settingsKey == plain.settingsKey, "the same settings, the same key")
    }
}
