/// The result of inspecting one font file: its container, whether iOS can load it, its faces, and
/// the error that stopped reading it, if any.
public struct FontFileReport: Codable, Hashable, Sendable {
    /// The path as it should be shown (relative to the current folder when below it).
    public var path: String
    /// The container format, or nil when the file is no font at all.
    public var format: FontContainer?
    /// FreeType's own name for the format ("TrueType", "CFF", "Type 1", ...).
    public var freetypeFormat: String?
    /// Whether iOS would register this file's faces: a TTF, OTF, TTC or OTC with outline faces.
    public var loadableOnIOS: Bool
    /// Why iOS would not load it, when it would not.
    public var notLoadableReason: String?
    /// What went wrong reading the file, or nil when it was read whole.
    public var error: String?
    /// A stable identifier for ``error``'s cause (see ``FontReadError/kind``).
    public var errorKind: String?
    /// The faces that were read.
    public var faces: [FontFace]

    /// Creates a report.
    public init(
        path: String, format: FontContainer?, freetypeFormat: String?, loadableOnIOS: Bool,
        notLoadableReason: String?, error: FontReadError?, faces: [FontFace]
    ) {
        self.path = path
        self.format = format
        self.freetypeFormat = freetypeFormat
        self.loadableOnIOS = loadableOnIOS
        self.notLoadableReason = notLoadableReason
        self.error = error?.description
        self.errorKind = error?.kind
        self.faces = faces
    }

    /// A report for a file that could not be read at all.
    public static func failed(path: String, format: FontContainer? = nil, error: FontReadError) -> FontFileReport {
        FontFileReport(
            path: path, format: format, freetypeFormat: nil, loadableOnIOS: false,
            notLoadableReason: "the file could not be read", error: error, faces: []
        )
    }

    /// Encodes every key, with `null` for absent values, so the JSON shape never changes.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(format, forKey: .format)
        try container.encode(freetypeFormat, forKey: .freetypeFormat)
        try container.encode(loadableOnIOS, forKey: .loadableOnIOS)
        try container.encode(notLoadableReason, forKey: .notLoadableReason)
        try container.encode(error, forKey: .error)
        try container.encode(errorKind, forKey: .errorKind)
        try container.encode(faces, forKey: .faces)
    }
}
