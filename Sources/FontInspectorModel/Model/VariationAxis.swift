/// One axis of a variable font's `fvar` table.
public struct VariationAxis: Codable, Hashable, Sendable {
    /// The four-character axis tag, such as `wght` or `ital`.
    public var tag: String
    /// The axis name from the `name` table, when the font has one.
    public var name: String?
    /// The smallest value.
    public var min: Double
    /// The default value: what the font renders with no variation applied.
    public var `default`: Double
    /// The largest value.
    public var max: Double

    /// Creates an axis.
    public init(tag: String, name: String?, min: Double, default: Double, max: Double) {
        self.tag = tag
        self.name = name
        self.min = min
        self.default = `default`
        self.max = max
    }
}

/// A named instance of a variable font (an `fvar` instance record). Each registers as its own face.
public struct NamedInstance: Codable, Hashable, Sendable {
    /// The instance's subfamily name, such as "Bold Italic".
    public var name: String?
    /// The PostScript name from the instance's `postScriptNameID`, or derived per Adobe Technical
    /// Note 5902 as FreeType does when the font gives none.
    public var postscriptName: String?
    /// True when ``postscriptName`` was derived rather than read from the `name` table.
    public var postscriptNameDerived: Bool
    /// The instance's position on each axis, keyed by axis tag.
    public var coordinates: [String: Double]

    /// Creates an instance.
    public init(name: String?, postscriptName: String?, postscriptNameDerived: Bool, coordinates: [String: Double]) {
        self.name = name
        self.postscriptName = postscriptName
        self.postscriptNameDerived = postscriptNameDerived
        self.coordinates = coordinates
    }
}

/// A font's bounding box in font units, from the `head` table.
public struct BoundingBox: Codable, Hashable, Sendable {
    /// The leftmost extent of any glyph.
    public var xMin: Int
    /// The lowest extent of any glyph.
    public var yMin: Int
    /// The rightmost extent of any glyph.
    public var xMax: Int
    /// The highest extent of any glyph.
    public var yMax: Int

    /// Creates a box.
    public init(xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
        self.xMin = xMin
        self.yMin = yMin
        self.xMax = xMax
        self.yMax = yMax
    }
}
