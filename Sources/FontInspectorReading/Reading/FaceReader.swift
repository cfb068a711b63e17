import CFreeType
import FontInspectorModel

/// Copies everything ``FontFace`` holds out of one open FreeType face.
struct FaceReader {
    let face: FreeTypeFace
    let index: Int
    /// The face's table directory in the file's bytes, when the file is a plain sfnt (names and
    /// tables are then read from the bytes); nil for WOFF, WOFF2 and non-sfnt formats, read through FreeType.
    let directory: SfntDirectory?
    /// The outline and variation tables the face has, as FreeType sees them (also through WOFF).
    let tables: Tables

    /// The tables the fields depend on, present or not.
    struct Tables: OptionSet {
        let rawValue: UInt8
        static let glyf = Tables(rawValue: 1 << 0)
        static let cff = Tables(rawValue: 1 << 1)
        static let cff2 = Tables(rawValue: 1 << 2)
        static let sbix = Tables(rawValue: 1 << 3)
        static let fvar = Tables(rawValue: 1 << 4)

        /// Each table with its tag.
        static let tags: [(Tables, UInt32)] = [
            (.glyf, fourCC("glyf")), (.cff, fourCC("CFF ")), (.cff2, fourCC("CFF2")), (.sbix, fourCC("sbix")),
            (.fvar, fourCC("fvar")),
        ]
    }

    /// Whether ``FontFace/nameRecords`` lists every record (else only what the fields need is
    /// decoded, and it lists the PostScript-name records that disagree with the face's name).
    let allNameRecords: Bool

    /// The nameIDs the face's fields are read from.
    static let fieldNameIDs: Set<Int> = [1, 2, 3, 4, 5, 6, 16, 17, 25]

    init(face: FreeTypeFace, index: Int, directory: SfntDirectory? = nil, allNameRecords: Bool = true) {
        self.face = face
        self.index = index
        // FreeType reads names and tables from the sfnt directory only for faces it opened as sfnt.
        let directory = Int(face.record.face_flags) & Int(FT_FACE_FLAG_SFNT) != 0 ? directory : nil
        self.directory = directory
        self.allNameRecords = allNameRecords
        var tables: Tables = []
        for (table, tag) in Tables.tags where directory.map({ $0.table(tag) != nil }) ?? face.hasTable(tag) {
            tables.insert(table)
        }
        self.tables = tables
    }

    /// The face's name records, decoded: from the bytes when the directory is known, else through
    /// FreeType; the table read once. Without every record (``allNameRecords``), `postScriptNames`
    /// holds every name ID 6 record of every platform and language (the fields read one of them).
    private func nameRecords() -> (fields: [NameRecord], postScriptNames: [NameRecord]) {
        let records = directory.map { NameTable(directory: $0).records } ?? face.rawNameRecords()
        guard !allNameRecords else { return (NameTable.decode(records, only: nil), []) }
        return (
            NameTable.decode(records, only: Self.fieldNameIDs), records.filter { $0.nameID == 6 }.map(\.decoded)
        )
    }

    func read() -> FontFace {
        // Name records first: FT_Get_Postscript_Name may wipe them on some variable fonts.
        let (names, postScriptNames) = nameRecords()
        let record = face.record
        let os2 = face.table(FT_SFNT_OS2, as: TT_OS2.self).flatMap { $0.version == 0xFFFF ? nil : $0 }
        let head = face.table(FT_SFNT_HEAD, as: TT_Header.self)
        let hhea = face.table(FT_SFNT_HHEA, as: TT_HoriHeader.self)
        let post = face.table(FT_SFNT_POST, as: TT_Postscript.self)
        let isSfnt = head != nil

        let (postscriptName, derived) = postScriptName(names: names, isSfnt: isSfnt)
        let fsSelection = os2.map { Int($0.fsSelection) }
        let macStyle = head.map { Int($0.Mac_Style) }
        let styleFlags = Int(record.style_flags)
        let italic: Bool
        let bold: Bool
        if let fsSelection {
            italic = fsSelection & 0x201 != 0
            bold = fsSelection & 0x20 != 0 || Int(os2!.usWeightClass) >= 600
        } else if let macStyle {
            italic = macStyle & 0x2 != 0
            bold = macStyle & 0x1 != 0
        } else {
            italic = styleFlags & Int(FT_STYLE_FLAG_ITALIC) != 0
            bold = styleFlags & Int(FT_STYLE_FLAG_BOLD) != 0
        }
        let (italicAngle, fixedPitch) = postScriptInfo(post: post)
        let (axes, instances) = variations(names: names)

        return FontFace(
            index: index,
            postscriptName: postscriptName,
            postscriptNameDerived: derived,
            family: names.preferredValue(for: 1) ?? (isSfnt ? nil : record.family_name.map { String(cString: $0) }),
            subfamily: names.preferredValue(for: 2) ?? (isSfnt ? nil : record.style_name.map { String(cString: $0) }),
            uniqueID: names.preferredValue(for: 3),
            fullName: names.preferredValue(for: 4) ?? (isSfnt ? nil : type1Info()?.fullName),
            version: names.preferredValue(for: 5) ?? (isSfnt ? nil : type1Info()?.version),
            typographicFamily: names.preferredValue(for: 16),
            typographicSubfamily: names.preferredValue(for: 17),
            weightClass: os2.map { Int($0.usWeightClass) },
            widthClass: os2.map { Int($0.usWidthClass) },
            fsSelection: fsSelection,
            macStyle: macStyle,
            italic: italic,
            bold: bold,
            oblique: (fsSelection ?? 0) & 0x200 != 0,
            italicAngle: italicAngle,
            isFixedPitch: fixedPitch,
            unitsPerEm: head.map { Int($0.Units_Per_EM) } ?? Int(record.units_per_EM),
            ascender: hhea.map { Int($0.Ascender) } ?? (isSfnt ? nil : Int(record.ascender)),
            descender: hhea.map { Int($0.Descender) } ?? (isSfnt ? nil : Int(record.descender)),
            lineGap: hhea.map { Int($0.Line_Gap) }
                ?? (isSfnt ? nil : Int(record.height) - Int(record.ascender) + Int(record.descender)),
            typoAscender: os2.map { Int($0.sTypoAscender) },
            typoDescender: os2.map { Int($0.sTypoDescender) },
            typoLineGap: os2.map { Int($0.sTypoLineGap) },
            winAscent: os2.map { Int($0.usWinAscent) },
            winDescent: os2.map { Int($0.usWinDescent) },
            capHeight: os2.flatMap { $0.version >= 2 ? Int($0.sCapHeight) : nil },
            xHeight: os2.flatMap { $0.version >= 2 ? Int($0.sxHeight) : nil },
            underlinePosition: post.map { Int($0.underlinePosition) }
                ?? (isSfnt ? nil : Int(record.underline_position)),
            underlineThickness: post.map { Int($0.underlineThickness) }
                ?? (isSfnt ? nil : Int(record.underline_thickness)),
            boundingBox: head.map {
                BoundingBox(xMin: Int($0.xMin), yMin: Int($0.yMin), xMax: Int($0.xMax), yMax: Int($0.yMax))
            }
                ?? (isSfnt
                    ? nil
                    : BoundingBox(
                        xMin: Int(record.bbox.xMin), yMin: Int(record.bbox.yMin),
                        xMax: Int(record.bbox.xMax), yMax: Int(record.bbox.yMax))),
            glyphCount: Int(record.num_glyphs),
            outlines: outlineKind(isSfnt: isSfnt),
            bitmapOnly: outlineKind(isSfnt: isSfnt) == .bitmap,
            axes: axes,
            instances: instances,
            nameRecords: allNameRecords
                ? names : Self.otherPostScriptNameRecords(postScriptNames, besides: postscriptName)
        )
    }

    /// The name ID 6 records of `names` that give another name than `postscriptName`: another
    /// platform's record that names the face otherwise (a Macintosh record, read where FreeType
    /// reads the Windows one first). Most fonts have none.
    static func otherPostScriptNameRecords(_ names: [NameRecord], besides postscriptName: String?) -> [NameRecord] {
        names.filter { record in
            record.nameID == 6 && record.value.map { !$0.isEmpty && $0 != postscriptName } ?? false
        }
    }

    /// nameID 6 when present; otherwise what FreeType derives (CFF FontName, variable-font prefix).
    private func postScriptName(names: [NameRecord], isSfnt: Bool) -> (String?, Bool) {
        if let name = names.preferredValue(for: 6) { return (name, false) }
        // FreeType answers from the name table for sfnt-wrapped CFF; the CFF FontName is what
        // a CFF face is called without nameID 6.
        if let cffName = face.cffFontName() { return (cffName, true) }
        guard let derived = face.freeTypePostScriptName() else { return (nil, false) }
        // For non-sfnt formats (Type 1, PCF) FreeType's name is the font's own, not a derivation.
        return (derived, isSfnt)
    }

    private func postScriptInfo(post: TT_Postscript?) -> (Double, Bool) {
        if let post { return (fixedToDouble(post.italicAngle), post.isFixedPitch != 0) }
        if let info = type1Info() { return (info.italicAngle, info.isFixedPitch) }
        return (0, Int(face.record.face_flags) & Int(FT_FACE_FLAG_FIXED_WIDTH) != 0)
    }

    private func type1Info() -> (fullName: String?, version: String?, italicAngle: Double, isFixedPitch: Bool)? {
        var info = PS_FontInfoRec()
        guard FT_Get_PS_Font_Info(face.handle, &info) == 0 else { return nil }
        return (
            info.full_name.map { String(cString: $0) },
            info.version.map { String(cString: $0) },
            Double(info.italic_angle),
            info.is_fixed_pitch != 0
        )
    }

    private func outlineKind(isSfnt: Bool) -> Outlines {
        if tables.contains(.glyf) { return .glyf }
        if tables.contains(.cff2) { return .cff2 }
        if tables.contains(.cff) { return .cff }
        if tables.contains(.sbix) { return .sbix }
        if isSfnt { return .bitmap }
        return Int(face.record.face_flags) & Int(FT_FACE_FLAG_SCALABLE) != 0 ? .outline : .bitmap
    }

    private func variations(names: [NameRecord]) -> ([VariationAxis], [NamedInstance]) {
        guard tables.contains(.fvar) else { return ([], []) }
        var pointer: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face.handle, &pointer) == 0, let mm = pointer?.pointee else { return ([], []) }
        defer { FT_Done_MM_Var(face.library.handle, pointer) }

        let axisCount = Int(mm.num_axis)
        let axes: [VariationAxis] = (0..<axisCount).map { axisIndex in
            let axis = mm.axis[axisIndex]
            return VariationAxis(
                tag: tagString(UInt32(truncatingIfNeeded: axis.tag)),
                name: names.preferredValue(for: Int(axis.strid)),
                min: fixedToDouble(axis.minimum),
                default: fixedToDouble(axis.def),
                max: fixedToDouble(axis.maximum)
            )
        }
        let instances: [NamedInstance] = (0..<Int(mm.num_namedstyles)).map { instanceIndex in
            let style = mm.namedstyle[instanceIndex]
            let subfamily = names.preferredValue(for: Int(style.strid))
            var coordinates: [String: Double] = [:]
            for axisIndex in 0..<axisCount {
                coordinates[axes[axisIndex].tag] = fixedToDouble(style.coords[axisIndex])
            }
            if style.psid != 0xFFFF, let name = names.preferredValue(for: Int(style.psid)) {
                return NamedInstance(
                    name: subfamily, postscriptName: name, postscriptNameDerived: false,
                    coordinates: coordinates)
            }
            return NamedInstance(
                name: subfamily,
                postscriptName: VariablePostScriptName.derive(names: names, subfamily: subfamily),
                postscriptNameDerived: true,
                coordinates: coordinates
            )
        }
        return (axes, instances)
    }
}
