import FontAuditModel

/// What to audit besides the path itself: discovery overrides and configuration.
public struct AuditOptions: Sendable, Hashable, Codable {
    /// Info.plist files to use instead of discovering them (`--plist`).
    public var plists: [String]
    /// A fonts folder to use instead of discovering fonts (`--fonts`): its fonts are copied flat.
    public var fontsFolder: String?
    /// Glob patterns, relative to the audited path, of files and folders to leave out.
    public var exclude: [String]
    /// PostScript names to treat as present on the system (fonts a host or SDK registers).
    public var extraSystemFonts: [String]
    /// Project mode: only these targets (`--target`); all application and extension targets when empty.
    public var targets: [String] = []
    /// Project mode: the build configuration whose settings are read (`--configuration`); nil for
    /// each project's `defaultConfigurationName`, as `xcodebuild` does.
    public var configuration: String?
    /// Audit a source folder as the Swift package it holds (`--package`), as SwiftPM builds it: a
    /// source tree whose packages' targets have their own resource bundles. No Xcode project is
    /// read, and the folders below it that hold one (a demo or host app) are left out.
    public var packageOnly = false
    /// More source folders to scan for font names (`--sources`).
    public var sources: [String]
    /// The style dictionary key that holds a font name.
    public var styleNameKey: String
    /// The style dictionary key that holds a size.
    public var styleSizeKey: String
    /// In-house registration helpers (`.fontaudit.yml`'s `registration:`): where the code calls
    /// one, the files it names count as registered.
    package var registrationHelpers: [RegistrationLibrary] = []
    /// Whether a project audit parses Swift files ahead while it reads the projects
    /// (``SwiftPrefetch``); off only to compare with a run without it.
    package var prefetchesSwift = true
    /// Read every strings table and the character map of every registered face, for
    /// `fontaudit coverage`; without it they are read only for text whose font is known.
    package var readsAllText = false
    /// Whether the audit looks for fonts nothing asks for (the opt-in rule `font-unused` runs): the
    /// font files' sizes are read, and the app's sources and bundled data are searched for the
    /// names of faces no request reaches (``Inventory/fontSizes``, ``Inventory/nameMentions``).
    package var findsUnusedFonts = false
    /// Rules whose fixes `--fix` applies only when named (`--fix-rule`, ``FontAuditRules``'
    /// `fixOnlyWhenNamed`): `font-unused`.
    public var fixRules: [String] = []
    /// A folder where each file's contribution is kept between runs (`check --cache-path`), so a
    /// run reads only the files that changed; nil keeps nothing. A whole audit's findings are kept only
    /// with its memo, for a run in which nothing it read changed (`Auditor`'s `KeptResult`).
    public var cacheDirectory: String?

    /// What a cache made with these options is keyed by: every option but the cache's folder,
    /// as the hexadecimal digits of their encoding (synthesized `Codable` writes every stored
    /// property, as a description by reflection did in twenty times the time: the conformances of
    /// each field's type to the printing protocols were looked up).
    package var cacheKey: String {
        var options = self
        options.cacheDirectory = nil
        guard let bytes = try? BinaryCoder.encode(options) else { return String(describing: options) }
        let digits = Array("0123456789abcdef".utf8)
        var key: [UInt8] = []
        key.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            key.append(digits[Int(byte >> 4)])
            key.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// Creates options.
    public init(
        plists: [String] = [], fontsFolder: String? = nil, exclude: [String] = [], extraSystemFonts: [String] = [],
        sources: [String] = [], styleNameKey: String = "fontName", styleSizeKey: String = "fontSize"
    ) {
        self.plists = plists
        self.sources = sources
        self.styleNameKey = styleNameKey
        self.styleSizeKey = styleSizeKey
        self.fontsFolder = fontsFolder
        self.exclude = exclude
        self.extraSystemFonts = extraSystemFonts
    }
}
