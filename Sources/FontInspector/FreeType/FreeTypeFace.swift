import CFreeType

/// Owns one `FT_Face` opened from memory. The face keeps its library and its bytes alive.
final class FreeTypeFace {
    let library: FreeTypeLibrary
    let bytes: FontBytes
    let handle: FT_Face

    /// Opens face `index` of `bytes`; FreeType packs a named instance into bits 16 and up.
    init(library: FreeTypeLibrary, bytes: FontBytes, index: Int) throws(FreeTypeError) {
        var face: FT_Face?
        try check(FT_New_Memory_Face(
            library.handle,
            bytes.base.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(bytes.count),
            FT_Long(index),
            &face
        ))
        guard let face else { throw FreeTypeError(code: 0x23) }
        self.library = library
        self.bytes = bytes
        self.handle = face
    }

    deinit {
        FT_Done_Face(handle)
    }

    var record: FT_FaceRec { handle.pointee }

    /// FreeType's name for the font format: "TrueType", "CFF", "Type 1", "PCF", ...
    var formatName: String? {
        FT_Get_Font_Format(handle).map { String(cString: $0) }
    }

    /// Whether the sfnt table `tag` exists (always false for non-sfnt formats).
    func hasTable(_ tag: String) -> Bool {
        var length: FT_ULong = 0
        return FT_Load_Sfnt_Table(handle, FT_ULong(fourCC(tag)), 0, nil, &length) == 0
    }

    /// A parsed sfnt table, or nil when the face has none.
    func table<T>(_ tag: FT_Sfnt_Tag, as type: T.Type) -> T? {
        FT_Get_Sfnt_Table(handle, tag).map { $0.assumingMemoryBound(to: T.self).pointee }
    }

    /// The name records of the sfnt `name` table, decoded; with `only`, just the records whose
    /// nameID is in it (or 256 and above, where fvar's axis and instance names live).
    func nameRecords(only: Set<Int>? = nil) -> [NameRecord] {
        let count = FT_Get_Sfnt_Name_Count(handle)
        var name = FT_SfntName()
        // With `only`, decode just the best-ranked record of each nameID (then the next best when
        // it does not decode): fonts with many localized names cost no more than others.
        var wanted: Set<FT_UInt>?
        if only != nil {
            var candidates: [UInt16: [(rank: Int, index: FT_UInt)]] = [:]
            for index in 0..<count where FT_Get_Sfnt_Name(handle, index, &name) == 0 {
                if name.name_id < 256, !only!.contains(Int(name.name_id)) { continue }
                let rank = NameRecord(platformID: Int(name.platform_id), encodingID: Int(name.encoding_id),
                                      languageID: Int(name.language_id), nameID: 0, value: nil).preferenceRank
                candidates[name.name_id, default: []].append((rank, index))
            }
            var picked = Set<FT_UInt>()
            for (_, list) in candidates {
                for candidate in list.sorted(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) {
                    picked.insert(candidate.index)
                    guard FT_Get_Sfnt_Name(handle, candidate.index, &name) == 0 else { continue }
                    // Stop at the first that decodes.
                    if name.platform_id == 0 || name.platform_id == 3 && [0, 1, 10].contains(name.encoding_id)
                        || name.platform_id == 1 && name.encoding_id == 0 { break }
                }
            }
            wanted = picked
        }
        var records: [NameRecord] = []
        records.reserveCapacity(wanted?.count ?? Int(count))
        for index in 0..<count where FT_Get_Sfnt_Name(handle, index, &name) == 0 {
            if let wanted, !wanted.contains(index) { continue }
            let raw: UnsafeRawBufferPointer
            if let string = name.string, name.string_len > 0 {
                raw = UnsafeRawBufferPointer(start: string, count: Int(name.string_len))
            } else {
                raw = UnsafeRawBufferPointer(start: nil, count: 0)
            }
            records.append(NameRecord(
                platformID: Int(name.platform_id),
                encodingID: Int(name.encoding_id),
                languageID: Int(name.language_id),
                nameID: Int(name.name_id),
                value: NameDecoding.decode(raw, platformID: name.platform_id, encodingID: name.encoding_id)
            ))
        }
        return records
    }

    /// The first name of the `CFF ` table's Name INDEX, when the face has a CFF table.
    func cffFontName() -> String? {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(handle, FT_ULong(fourCC("CFF ")), 0, nil, &length) == 0, length > 4 else { return nil }
        var buffer = [UInt8](repeating: 0, count: Int(min(length, 1024)))
        var wanted = FT_ULong(buffer.count)
        guard FT_Load_Sfnt_Table(handle, FT_ULong(fourCC("CFF ")), 0, &buffer, &wanted) == 0 else { return nil }
        return CFFNameIndex.firstName(in: buffer)
    }

    /// `FT_Get_Postscript_Name`. Call only after the name records were read: on some variable fonts
    /// FreeType 2.12 wipes them while deriving a name.
    func freeTypePostScriptName() -> String? {
        FT_Get_Postscript_Name(handle).map { String(cString: $0) }
    }
}

@available(*, unavailable)
extension FreeTypeFace: Sendable {}

/// A four-character table or axis tag as its 32-bit big-endian value.
func fourCC(_ tag: String) -> UInt32 {
    tag.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
}

/// A 32-bit tag as its four characters.
func tagString(_ value: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    return String(decoding: bytes, as: UTF8.self)
}

/// A 16.16 fixed-point value as a Double. FreeType 2.12 returns some negative values as their unsigned
/// 32-bit pattern (slant -10 as 65526.0), so the low 32 bits are sign-extended first.
func fixedToDouble(_ value: FT_Fixed) -> Double {
    Double(Int32(truncatingIfNeeded: value)) / 65536
}
