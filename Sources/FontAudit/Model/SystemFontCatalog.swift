/// The PostScript names of the fonts iOS ships (from `ios-system-fonts.tsv`, compiled in with its
/// source header by `scripts/embed-system-fonts`), plus names a configuration declares.
public struct SystemFontCatalog: Sendable, Hashable {
    /// One system face and the sources that list it.
    public struct Face: Sendable, Hashable {
        /// The PostScript name.
        public var postscriptName: String
        /// The family it belongs to.
        public var family: String
        /// Which dumps list it (column names of the TSV, such as `ios13_3`).
        public var listedIn: [String]
    }

    /// Every system face by PostScript name.
    public private(set) var faces: [String: Face]
    /// Names the configuration adds (fonts a host app or an SDK registers).
    public private(set) var extraNames: Set<String>

    /// The catalog shipped with FontAudit, compiled into the binary (no resource bundle to lose).
    public static let shipped = SystemFontCatalog(tsv: shippedTSV)

    /// Parses the TSV: `#` comment lines, a header row, then one face per line.
    public init(tsv: String, extraNames: Set<String> = []) {
        var faces: [String: Face] = [:]
        var columns: [String] = []
        for line in tsv.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if columns.isEmpty {
                columns = fields
                continue
            }
            guard fields.count >= 2 else { continue }
            let listed = zip(columns.dropFirst(2), fields.dropFirst(2)).filter { $0.1 == "1" }.map(\.0)
            faces[fields[0]] = Face(postscriptName: fields[0], family: fields[1], listedIn: listed)
        }
        self.faces = faces
        self.extraNames = extraNames
    }

    /// A copy that also knows `names`.
    public func adding(_ names: [String]) -> SystemFontCatalog {
        var copy = self
        copy.extraNames.formUnion(names)
        return copy
    }

    /// Whether iOS ships a face with this PostScript name (private `.`-names count as system), or
    /// the configuration declares it present.
    public func isSystemFont(_ postscriptName: String) -> Bool {
        postscriptName.hasPrefix(".") || faces[postscriptName] != nil || extraNames.contains(postscriptName)
    }

    /// Who provides `postscriptName` as a system font, for messages: the iOS family, "a private
    /// system font" or "the configuration's system_fonts".
    public func provider(of postscriptName: String) -> String? {
        if let face = faces[postscriptName] { return "iOS already ships it (family \(face.family))" }
        if postscriptName.hasPrefix(".") { return "it is the name of a private iOS system font" }
        if extraNames.contains(postscriptName) { return "the configuration's system_fonts declares it present on the system" }
        return nil
    }
}
