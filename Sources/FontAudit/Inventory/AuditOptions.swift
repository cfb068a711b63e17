/// What to audit besides the path itself: discovery overrides and configuration.
public struct AuditOptions: Sendable, Hashable {
    /// Info.plist files to use instead of discovering them (`--plist`).
    public var plists: [String]
    /// A fonts folder to use instead of discovering fonts (`--fonts`): its fonts are copied flat.
    public var fontsFolder: String?
    /// Glob patterns, relative to the audited path, of files and folders to leave out.
    public var exclude: [String]
    /// PostScript names to treat as present on the system (fonts a host or SDK registers).
    public var extraSystemFonts: [String]

    /// Creates options.
    public init(plists: [String] = [], fontsFolder: String? = nil, exclude: [String] = [], extraSystemFonts: [String] = []) {
        self.plists = plists
        self.fontsFolder = fontsFolder
        self.exclude = exclude
        self.extraSystemFonts = extraSystemFonts
    }
}
