import FontInspectorModel
import FontInspectorReading
import FontAuditModel
import FontInspector
import Foundation

/// Reads every source file once and hands it to the scanner for its kind: Swift (swift-syntax),
/// Objective-C (a tokenizer), Interface Builder (XML) and style dictionaries (JSON and plists).
package struct SourceScanner {
    package init(styleNameKey: String = "fontName", styleSizeKey: String = "fontSize", cache: ScanCache? = nil,
                 libraries: [RegistrationLibrary] = RegistrationLibrary.builtIn) {
        self.styleNameKey = styleNameKey
        self.styleSizeKey = styleSizeKey
        self.cache = cache
        self.libraries = libraries
    }

    /// The key of a style dictionary entry that holds the font name.
    var styleNameKey = "fontName"
    /// The key that holds the size in points.
    var styleSizeKey = "fontSize"
    /// Results shared with the other scans of the run, if any.
    package var cache: ScanCache?
    /// The registration libraries whose calls register fonts: FontBlaster, and the helpers
    /// `.fontaudit.yml` declares.
    package var libraries = RegistrationLibrary.builtIn

    /// How many bytes of Swift source are kept in memory between the passes.
    static let swiftMemoryBudget = 64 << 20

    /// File extensions read as sources.
    package static let extensions: Set<String> = ["swift", "m", "mm", "h", "storyboard", "xib", "json", "plist", "strings", "stringsdict", "xcstrings"]

    /// Everything found in the sources.
    package struct Result {
        package var requests: [FontRequest] = []
        package var dynamic: [DynamicFontName] = []
        package var styleDictionaries: [StyleDictionary] = []
        package var fontMaps: [InterfaceBuilderFontMap] = []
        package var problems: [(path: String, reason: String)] = []
        /// Files given to the scan that do not exist (a project names a file the checkout lacks).
        package var missing: [String] = []
        /// Fonts registered by code at run time.
        package var registrations: [FontRegistration] = []
        /// SwiftGen-generated fonts files.
        package var generatedFonts: [GeneratedFontsFile] = []
        /// Uses of generated font accessors whose file is not in the checkout (Tuist).
        package var synthesizedUses: [SynthesizedFontUse] = []
        /// Text shown in a custom font, where both are known (storyboards, SwiftUI, UIKit).
        package var texts: [TextUse] = []
        /// Strings tables (`.strings`, `.stringsdict`, `.xcstrings`): path on disk and to show.
        /// Read only when something needs them (``LocalizationReader``).
        package var localizationFiles: [(path: String, display: String)] = []
        /// What the Swift and Objective-C code does to fonts' sizes.
        package var scaling = ScalingCode()

        mutating func merge(_ other: Result) {
            requests += other.requests
            dynamic += other.dynamic
            styleDictionaries += other.styleDictionaries
            fontMaps += other.fontMaps
            problems += other.problems
            registrations += other.registrations
            texts += other.texts
            scaling.merge(other.scaling)
        }
    }

    func scan(_ files: [(url: URL, display: String)]) -> Result {
        scan(paths: files.map { ($0.url.path, $0.display) })
    }

    /// Scans files given by path (cheaper than URLs on Linux, where building one parses it).
    package func scan(paths files: [(path: String, display: String)]) -> Result {
        var result = Result()
        var swiftFiles: [SwiftNameScanner.File] = []
        // Swift files stay in memory up to a budget; past it only their paths are kept and they
        // are read again if the constants pass needs them, so memory stops growing with the tree.
        var kept = 0
        let styles = StyleDictionaryScanner(nameKey: styleNameKey, sizeKey: styleSizeKey)
        for file in files {
            let ext = FileName.pathExtension(of: file.path)
            guard Self.extensions.contains(ext) else { continue }
            if LocalizationReader.extensions.contains(ext) {
                result.localizationFiles.append(file)
                continue
            }
            if ext != "swift", let cached = cache?.other.withLock({ $0[file.display] }) {
                result.merge(cached)
                continue
            }
            guard let data = FileData.read(file.path) else {
                if access(file.path, F_OK) != 0, errno == ENOENT {
                    result.missing.append(file.display)
                } else {
                    result.problems.append((file.display, "cannot be read: check that it is a file and its permissions"))
                }
                continue
            }
            if ext == "swift" {
                let bytes = [UInt8](data)
                result.scaling.merge(ScalingCodeScanner.scan(bytes, path: file.display))
                if kept + data.count <= Self.swiftMemoryBudget {
                    kept += data.count
                    swiftFiles.append(SwiftNameScanner.File(path: file.display, bytes: bytes, diskPath: file.path))
                } else {
                    swiftFiles.append(SwiftNameScanner.File(path: file.display, diskPath: file.path))
                }
                continue
            }
            let one = scanOther(data, ext: ext, display: file.display, styles: styles)
            cache?.other.withLock { $0[file.display] = one }
            result.merge(one)
        }
        let registrations = RegistrationScanner(libraries: libraries, trees: cache?.trees).scan(swift: swiftFiles)
        result.registrations += registrations.registrations
        result.generatedFonts = registrations.generated
        result.synthesizedUses = registrations.synthesizedUses
        let swift = SwiftNameScanner(cache: cache?.swift, trees: cache?.trees).scanWithTexts(swiftFiles)
        result.requests += swift.requests
        result.dynamic += swift.dynamic
        result.texts += swift.texts
        return result
    }

    /// What one Objective-C, Interface Builder or style-dictionary file holds.
    private func scanOther(_ data: Data, ext: String, display: String, styles: StyleDictionaryScanner) -> Result {
        var result = Result()
        switch ext {
        case "m", "mm", "h":
            let text = String(decoding: data, as: UTF8.self)
            let found = ObjectiveCNameScanner().scan(text, path: display)
            result.requests = found.requests
            result.dynamic = found.dynamic
            result.registrations = ObjectiveCRegistrationScanner.scan(text, path: display, libraries: libraries)
            result.scaling = ScalingCodeScanner.scan([UInt8](data), path: display)
        case "storyboard", "xib":
            let found = InterfaceBuilderScanner().scanWithText(data, path: display)
            result.requests = found.requests
            result.texts = found.texts
            if let map = found.fontMap { result.fontMaps.append(map) }
            if let problem = found.problem { result.problems.append((display, problem)) }
        default:
            guard Self.mayHoldStyles(data) else { break }
            guard let dictionary = styles.scan(data, path: display) else {
                if let reason = styles.brokenReason(data, path: display) { result.problems.append((display, reason)) }
                break
            }
            result.styleDictionaries.append(dictionary)
            for entry in dictionary.entries {
                guard let name = entry.fontName else { continue }
                result.requests.append(FontRequest(
                    name: name, file: display, line: entry.line ?? 1, column: entry.column ?? 1,
                    api: "style dictionary \(entry.key)", source: .styleDictionary))
            }
        }
        return result
    }

    /// A cheap check before parsing: at least two text style names appear in the file (a style
    /// dictionary cut short may hold only two).
    static func mayHoldStyles(_ data: Data) -> Bool {
        var seen = 0
        for style in ["body", "headline", "caption", "footnote", "title", "callout", "largeTitle"] where data.range(of: Data(style.utf8)) != nil {
            seen += 1
            if seen >= 2 { return true }
        }
        return false
    }
}
