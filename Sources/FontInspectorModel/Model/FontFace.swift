import Foundation

/// Everything read from one face of a font file: what Font Book's "Font Info" shows, and more.
///
/// Values come straight from the font's tables (`name`, `OS/2`, `head`, `hhea`, `post`, `maxp`,
/// `fvar`); a value is nil when the font lacks the table or field that holds it.
public struct FontFace: Codable, Hashable, Sendable {
    /// The face's index in its file (0 unless the file is a collection).
    public var index: Int

    // MARK: Names

    /// The PostScript name (nameID 6): the name to pass to `UIFont(name:size:)` and `Font.custom`.
    public var postscriptName: String?
    /// True when the font has no nameID 6 and ``postscriptName`` is the name FreeType derives
    /// (from the CFF table, or from the family name of a variable font).
    public var postscriptNameDerived: Bool
    /// Family name (nameID 1).
    public var family: String?
    /// Subfamily (style) name (nameID 2).
    public var subfamily: String?
    /// Unique identifier (nameID 3).
    public var uniqueID: String?
    /// Full name (nameID 4).
    public var fullName: String?
    /// Version string (nameID 5).
    public var version: String?
    /// Typographic family name (nameID 16).
    public var typographicFamily: String?
    /// Typographic subfamily name (nameID 17).
    public var typographicSubfamily: String?

    // MARK: Style

    /// `OS/2.usWeightClass` (400 regular, 700 bold).
    public var weightClass: Int?
    /// `OS/2.usWidthClass` (5 normal).
    public var widthClass: Int?
    /// `OS/2.fsSelection`, raw bits.
    public var fsSelection: Int?
    /// `head.macStyle`, raw bits.
    public var macStyle: Int?
    /// Italic as CoreText sees it: fsSelection ITALIC or OBLIQUE; without OS/2, macStyle italic.
    public var italic: Bool
    /// Bold as CoreText sees it: fsSelection BOLD or usWeightClass ≥ 600; without OS/2, macStyle bold.
    public var bold: Bool
    /// fsSelection OBLIQUE (bit 9).
    public var oblique: Bool
    /// `post.italicAngle` in degrees, counter-clockwise from vertical (negative leans right).
    public var italicAngle: Double
    /// `post.isFixedPitch` is non-zero.
    public var isFixedPitch: Bool

    // MARK: Metrics (font units)

    /// `head.unitsPerEm`.
    public var unitsPerEm: Int
    /// `hhea.ascender`.
    public var ascender: Int?
    /// `hhea.descender`.
    public var descender: Int?
    /// `hhea.lineGap`.
    public var lineGap: Int?
    /// `OS/2.sTypoAscender`.
    public var typoAscender: Int?
    /// `OS/2.sTypoDescender`.
    public var typoDescender: Int?
    /// `OS/2.sTypoLineGap`.
    public var typoLineGap: Int?
    /// `OS/2.usWinAscent`.
    public var winAscent: Int?
    /// `OS/2.usWinDescent`.
    public var winDescent: Int?
    /// `OS/2.sCapHeight` (OS/2 version 2 and later).
    public var capHeight: Int?
    /// `OS/2.sxHeight` (OS/2 version 2 and later).
    public var xHeight: Int?
    /// `post.underlinePosition`.
    public var underlinePosition: Int?
    /// `post.underlineThickness`.
    public var underlineThickness: Int?
    /// `head.xMin/yMin/xMax/yMax`.
    public var boundingBox: BoundingBox?
    /// The number of glyphs.
    public var glyphCount: Int

    // MARK: Outlines and variations

    /// How the glyphs are drawn: which outline table, or bitmaps.
    public var outlines: Outlines
    /// True when the face has neither outlines nor `sbix` bitmaps: iOS does not register it.
    public var bitmapOnly: Bool
    /// The variation axes of a variable font; empty otherwise.
    public var axes: [VariationAxis]
    /// The named instances of a variable font; each registers as a face of its own.
    public var instances: [NamedInstance]
    /// Every record of the `name` table.
    public var nameRecords: [NameRecord]

    /// Every stored property, as the synthesized initializer takes them.
    package init(
        index: Int, postscriptName: String? = nil, postscriptNameDerived: Bool, family: String? = nil,
        subfamily: String? = nil, uniqueID: String? = nil, fullName: String? = nil,
        version: String? = nil, typographicFamily: String? = nil, typographicSubfamily: String? = nil,
        weightClass: Int? = nil, widthClass: Int? = nil, fsSelection: Int? = nil, macStyle: Int? = nil,
        italic: Bool, bold: Bool, oblique: Bool, italicAngle: Double, isFixedPitch: Bool,
        unitsPerEm: Int, ascender: Int? = nil, descender: Int? = nil, lineGap: Int? = nil,
        typoAscender: Int? = nil, typoDescender: Int? = nil, typoLineGap: Int? = nil,
        winAscent: Int? = nil, winDescent: Int? = nil, capHeight: Int? = nil, xHeight: Int? = nil,
        underlinePosition: Int? = nil, underlineThickness: Int? = nil, boundingBox: BoundingBox? = nil,
        glyphCount: Int, outlines: Outlines, bitmapOnly: Bool, axes: [VariationAxis],
        instances: [NamedInstance], nameRecords: [NameRecord]
    ) {
        self.index = index
        self.postscriptName = postscriptName
        self.postscriptNameDerived = postscriptNameDerived
        self.family = family
        self.subfamily = subfamily
        self.uniqueID = uniqueID
        self.fullName = fullName
        self.version = version
        self.typographicFamily = typographicFamily
        self.typographicSubfamily = typographicSubfamily
        self.weightClass = weightClass
        self.widthClass = widthClass
        self.fsSelection = fsSelection
        self.macStyle = macStyle
        self.italic = italic
        self.bold = bold
        self.oblique = oblique
        self.italicAngle = italicAngle
        self.isFixedPitch = isFixedPitch
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.typoAscender = typoAscender
        self.typoDescender = typoDescender
        self.typoLineGap = typoLineGap
        self.winAscent = winAscent
        self.winDescent = winDescent
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.boundingBox = boundingBox
        self.glyphCount = glyphCount
        self.outlines = outlines
        self.bitmapOnly = bitmapOnly
        self.axes = axes
        self.instances = instances
        self.nameRecords = nameRecords
    }
}

extension CodingUserInfoKey {
    /// Set to `true` in a `JSONEncoder`'s `userInfo` to include ``FontFace/nameRecords`` in the output.
    public static let includeNameRecords = CodingUserInfoKey(rawValue: "fontaudit.includeNameRecords")!
}

extension FontFace {
    /// Encodes every key, with `null` for absent values, so the JSON shape never changes. The name
    /// records are written only when ``Foundation/CodingUserInfoKey/includeNameRecords`` is true.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(index, forKey: .index)
        try c.encode(postscriptName, forKey: .postscriptName)
        try c.encode(postscriptNameDerived, forKey: .postscriptNameDerived)
        try c.encode(family, forKey: .family)
        try c.encode(subfamily, forKey: .subfamily)
        try c.encode(uniqueID, forKey: .uniqueID)
        try c.encode(fullName, forKey: .fullName)
        try c.encode(version, forKey: .version)
        try c.encode(typographicFamily, forKey: .typographicFamily)
        try c.encode(typographicSubfamily, forKey: .typographicSubfamily)
        try c.encode(weightClass, forKey: .weightClass)
        try c.encode(widthClass, forKey: .widthClass)
        try c.encode(fsSelection, forKey: .fsSelection)
        try c.encode(macStyle, forKey: .macStyle)
        try c.encode(italic, forKey: .italic)
        try c.encode(bold, forKey: .bold)
        try c.encode(oblique, forKey: .oblique)
        try c.encode(italicAngle, forKey: .italicAngle)
        try c.encode(isFixedPitch, forKey: .isFixedPitch)
        try c.encode(unitsPerEm, forKey: .unitsPerEm)
        try c.encode(ascender, forKey: .ascender)
        try c.encode(descender, forKey: .descender)
        try c.encode(lineGap, forKey: .lineGap)
        try c.encode(typoAscender, forKey: .typoAscender)
        try c.encode(typoDescender, forKey: .typoDescender)
        try c.encode(typoLineGap, forKey: .typoLineGap)
        try c.encode(winAscent, forKey: .winAscent)
        try c.encode(winDescent, forKey: .winDescent)
        try c.encode(capHeight, forKey: .capHeight)
        try c.encode(xHeight, forKey: .xHeight)
        try c.encode(underlinePosition, forKey: .underlinePosition)
        try c.encode(underlineThickness, forKey: .underlineThickness)
        try c.encode(boundingBox, forKey: .boundingBox)
        try c.encode(glyphCount, forKey: .glyphCount)
        try c.encode(outlines, forKey: .outlines)
        try c.encode(bitmapOnly, forKey: .bitmapOnly)
        try c.encode(axes, forKey: .axes)
        try c.encode(instances, forKey: .instances)
        if encoder.userInfo[.includeNameRecords] as? Bool == true {
            try c.encode(nameRecords, forKey: .nameRecords)
        }
    }
}
