import FontAuditCache
import FontAuditModel
import Foundation

extension SourceScanner {
    /// Everything a scan's result depends on besides the bytes of the files it reads: the
    /// scanner's stored properties but those that only serve the run (``runOnly``). A value the run
    /// cache keeps for a scan is keyed on it (``settingsKey``), so a setting read from a file the
    /// scan does not list (tsconfig's `paths`, Babel's `alias`, `.fontaudit.yml`) changes the key
    /// when it changes. `SourceScannerSettingsTests` fails when a stored property is in neither.
    struct Settings: Codable {
        var styleNameKey: String
        var styleSizeKey: String
        var libraries: [RegistrationLibrary]
        var javaScriptAliases: [JavaScriptPathAlias]
        var javaScriptFontTheme: TailwindFontTheme?
        var javaScriptReadsSVG = false
        var definitionHeaders: [String]
        var javaScriptPlatform: Platform = .iOS
    }

    /// The stored properties that serve the run and decide nothing of its result: what other
    /// scans of the run share (the JavaScript modules too), and the run cache itself.
    static let runOnly: Set<String> = ["cache", "store", "javaScriptModules"]

    var settings: Settings {
        Settings(
            styleNameKey: styleNameKey, styleSizeKey: styleSizeKey, libraries: libraries,
            javaScriptAliases: javaScriptAliases, javaScriptFontTheme: javaScriptFontTheme,
            javaScriptReadsSVG: javaScriptReadsSVG,
            definitionHeaders: definitionHeaders.map { "\($0.path)\u{0}\($0.display)" },
            javaScriptPlatform: javaScriptPlatform)
    }

    /// ``settings`` as a word of a cache key: the hash of their encoding.
    var settingsKey: String {
        let bytes = (try? CacheCoding.encode(settings)) ?? []
        return String(bytes.withUnsafeBytes { ContentHash.of($0) }, radix: 16)
    }
}
