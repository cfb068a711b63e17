/// What the app's code does to fonts' sizes, for the Dynamic Type rules: which views' fonts it
/// sets, and which files can scale a font (``ScalingCodeScanner``).
public struct ScalingCode: Sendable, Hashable {
    /// Names of properties whose `font` code sets (`titleLabel.font = …`, `[titleLabel setFont:…]`)
    /// or whose `adjustsFontForContentSizeCategory` it turns on, a leading `_` dropped: a
    /// storyboard element behind an outlet of that name gets its font from code.
    public var fontProperties: Set<String> = []
    /// Files that call `scaledFont(for:)` (`scaledFontForFont:`) or `Font.custom`: code through
    /// which a font named in a style dictionary can scale.
    public var scalingFiles: Set<String> = []

    /// Nothing known.
    public init() {}

    /// Both sets of `other` added.
    public mutating func merge(_ other: ScalingCode) {
        fontProperties.formUnion(other.fontProperties)
        scalingFiles.formUnion(other.scalingFiles)
    }
}
