import FontAuditModel
import Foundation

/// A reader of one kind of source file: what each file holds that the audit needs (requests,
/// registrations, text, `<customFonts>` maps, style dictionaries, scaling code), as a
/// ``SourceContribution``. ``SourceScanner`` walks the files once and gives each to the reader
/// registered for its extension (``SourceScanner/readers``), as ``allRules`` does for rules.
///
/// A reader never throws: a file it cannot make sense of is a problem in its contribution, which
/// the rules report (`source-unreadable`).
package protocol SourceReader: Sendable {
    /// The file name extensions it reads, lower case, without the dot.
    var extensions: Set<String> { get }

    /// Whether what ``read(_:)`` makes of a file depends on that file alone, so the run keeps it
    /// by path for the next target that reads the same file (``ScanCache``).
    var keepsEachFile: Bool { get }

    /// Whether every file of its extensions that a target compiles or copies, or a source folder
    /// holds, is read: false for JavaScript, which is the iOS app's only in a React Native app,
    /// whose layout names the files (a web page's script in a native app's resources is not).
    var readsEveryFile: Bool { get }

    /// What one file holds on its own.
    func read(_ file: SourceFile) -> SourceContribution

    /// What the files read hold together, after each was read on its own: Swift resolves names
    /// and registrations across files. The files come in the order they were read.
    func readTogether(_ files: [SourceText]) -> SourceContribution
}

extension SourceReader {
    package var keepsEachFile: Bool { true }

    package var readsEveryFile: Bool { true }

    /// Nothing: most kinds of file are read each on its own.
    package func readTogether(_ files: [SourceText]) -> SourceContribution { SourceContribution() }

    /// Whether the reader has a pass over all its files.
    var readsTogether: Bool { !keepsEachFile }
}

/// One source file as the readers take it: its path as findings show it, and its contents as
/// `Data` or as bytes, each made once however many readers ask.
package final class SourceFile {
    /// The path findings show (relative to the audited folder).
    package let display: String
    /// The file's contents.
    package let bytes: [UInt8]
    /// The same contents as `Data`, made the first time they are asked for (most files are Swift,
    /// read as bytes).
    package private(set) lazy var data = Data(bytes)

    package init(display: String, bytes: [UInt8]) {
        self.display = display
        self.bytes = bytes
    }

    package convenience init(display: String, data: Data) {
        self.init(display: display, bytes: [UInt8](data))
    }
}

/// Everything the source files give, one file's or merged over many.
package struct SourceContribution: Sendable, Codable, Equatable {
    package var requests: [FontRequest] = []
    package var dynamic: [DynamicFontName] = []
    package var styleDictionaries: [StyleDictionary] = []
    package var fontMaps: [InterfaceBuilderFontMap] = []
    /// Sources that could not be read or parsed: each path (as shown) and why.
    package var problems: [Problem] = []
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
    package var localizationFiles: [LocalizationFile] = []
    /// The JSON files React Native code imports or requires, as written (`./locales/fr.json`,
    /// `@assets/i18n/bg.json`): Metro bundles only those, so a translation table is the app's
    /// when one of them names it.
    package var requiredJSON: [String] = []
    /// The SVG files React Native code imports, shown relative to the audited folder: drawn by
    /// react-native-svg where the app imports them through `react-native-svg-transformer`.
    package var importedSVG: [String] = []
    /// Fonts a React Native app registers while it runs (`useFonts`, `Font.loadAsync`), by alias.
    package var runtimeFonts: [RuntimeFont] = []
    /// Whether a run-time registration's aliases are not all known (a map the audit cannot read):
    /// any family the app asks for may be one of them.
    package var runtimeFamiliesOpen = false
    /// What the Swift and Objective-C code does to fonts' sizes.
    package var scaling = ScalingCode()
    /// Objective-C names one file defines and another asks for, resolved once all are read
    /// (``resolveObjectiveCNames()``).
    package var objectiveCNames = ObjectiveCNames()

    package init() {}

    /// A source that could not be read or parsed.
    package struct Problem: Sendable, Codable, Hashable {
        /// The path, as findings show it.
        package var path: String
        /// Why, as ``Inventory/unreadableSources`` says it.
        package var reason: String
    }

    /// A strings table to read when something needs it.
    package struct LocalizationFile: Sendable, Codable, Hashable {
        /// The path on disk.
        package var path: String
        /// The path as findings show it.
        package var display: String

        package init(path: String, display: String) {
            self.path = path
            self.display = display
        }
    }

    /// The Objective-C requests that name a word another file defines, resolved against every
    /// file's definitions (``ObjectiveCNames``): found, each is a request; else open.
    package mutating func resolveObjectiveCNames() {
        let (resolved, open) = objectiveCNames.resolved()
        requests += resolved
        dynamic += open
        objectiveCNames.pending = []
        objectiveCNames.macroUses = []
        objectiveCNames.propertyReads = []
    }

    /// Appends what `other` holds, every field (`SourceContributionTests` fails when a field is
    /// added here and not there).
    package mutating func merge(_ other: SourceContribution) {
        requests += other.requests
        dynamic += other.dynamic
        styleDictionaries += other.styleDictionaries
        fontMaps += other.fontMaps
        problems += other.problems
        missing += other.missing
        registrations += other.registrations
        generatedFonts += other.generatedFonts
        synthesizedUses += other.synthesizedUses
        texts += other.texts
        localizationFiles += other.localizationFiles
        requiredJSON += other.requiredJSON
        importedSVG += other.importedSVG
        runtimeFonts += other.runtimeFonts
        runtimeFamiliesOpen = runtimeFamiliesOpen || other.runtimeFamiliesOpen
        scaling.merge(other.scaling)
        objectiveCNames.merge(other.objectiveCNames)
    }
}
