/// The container format of a font file, recognized from its first bytes and its tables.
public enum FontContainer: String, Codable, Hashable, Sendable, CaseIterable {
    /// An sfnt with TrueType (`glyf`) outlines, or with no outlines at all.
    case trueType = "truetype"
    /// An sfnt with `CFF ` outlines (an `.otf`).
    case openTypeCFF = "opentype-cff"
    /// An sfnt with `CFF2` outlines (usually a variable `.otf`).
    case openTypeCFF2 = "opentype-cff2"
    /// A TrueType collection (`ttcf` with TrueType faces).
    case trueTypeCollection = "ttc"
    /// An OpenType collection (`ttcf` with CFF or CFF2 faces).
    case openTypeCollection = "otc"
    /// WOFF 1.0, a compressed wrapper for the web.
    case woff
    /// WOFF 2.0, a compressed wrapper for the web.
    case woff2
    /// A PostScript Type 1 font (`.pfb` or `.pfa`).
    case type1 = "type1"
    /// A Mac OS resource-fork font suitcase.
    case dfont
    /// Anything else FreeType opens (PCF, BDF, Windows FNT, ...).
    case other

    /// The name a person reads, such as "OpenType (CFF)".
    public var displayName: String {
        switch self {
        case .trueType: "TrueType"
        case .openTypeCFF: "OpenType (CFF)"
        case .openTypeCFF2: "OpenType (CFF2)"
        case .trueTypeCollection: "TrueType Collection"
        case .openTypeCollection: "OpenType Collection"
        case .woff: "WOFF"
        case .woff2: "WOFF2"
        case .type1: "PostScript Type 1"
        case .dfont: "Mac dfont suitcase"
        case .other: "other"
        }
    }

    /// Whether iOS registers fonts of this container at all (bitmap-only faces are excluded per face).
    public var isLoadableOnIOS: Bool {
        switch self {
        case .trueType, .openTypeCFF, .openTypeCFF2, .trueTypeCollection, .openTypeCollection: true
        case .woff, .woff2, .type1, .dfont, .other: false
        }
    }

    /// Whether the container can hold more than one face.
    public var isCollection: Bool {
        self == .trueTypeCollection || self == .openTypeCollection || self == .dfont
    }
}
