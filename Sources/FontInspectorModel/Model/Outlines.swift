/// How a face's glyphs are drawn: the table that holds its outlines, or its kind of bitmaps. The raw
/// values are what `inspect` prints and writes in JSON.
public enum Outlines: String, Codable, Hashable, Sendable, CustomStringConvertible {
    /// TrueType outlines (`glyf`).
    case glyf
    /// PostScript outlines (`CFF `).
    case cff = "CFF"
    /// PostScript outlines for variable fonts (`CFF2`).
    case cff2 = "CFF2"
    /// Apple's colour bitmaps (`sbix`, as in Apple Color Emoji): iOS registers them.
    case sbix
    /// Scalable outlines of a format other than sfnt (Type 1, for example).
    case outline
    /// Bitmap strikes only (`EBDT`/`CBDT`, or a bitmap format): iOS does not register the face.
    case bitmap

    /// The raw value: "glyf", "CFF", "bitmap".
    public var description: String { rawValue }
}
