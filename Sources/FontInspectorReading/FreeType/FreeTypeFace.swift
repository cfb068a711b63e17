import CFreeType
import FontInspectorModel

/// Owns one `FT_Face` opened from memory. The face keeps its library and its bytes alive.
final class FreeTypeFace {
    let library: FreeTypeLibrary
    let bytes: FontBytes
    let handle: FT_Face

    /// Opens face `index` of `bytes`; FreeType packs a named instance into bits 16 and up.
    init(library: FreeTypeLibrary, bytes: FontBytes, index: Int) throws(FreeTypeError) {
        var face: FT_Face?
        try check(
            FT_New_Memory_Face(
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
    func hasTable(_ tag: UInt32) -> Bool {
        var length: FT_ULong = 0
        return FT_Load_Sfnt_Table(handle, FT_ULong(tag), 0, nil, &length) == 0
    }

    /// A parsed sfnt table, or nil when the face has none.
    func table<T>(_ tag: FT_Sfnt_Tag, as type: T.Type) -> T? {
        FT_Get_Sfnt_Table(handle, tag).map { $0.assumingMemoryBound(to: T.self).pointee }
    }

    /// The name records of the sfnt `name` table as FreeType gives them (`FT_Get_Sfnt_Name`); the
    /// strings stay valid while the face is open.
    func rawNameRecords() -> [NameTable.Record] {
        let count = FT_Get_Sfnt_Name_Count(handle)
        var name = FT_SfntName()
        var records: [NameTable.Record] = []
        records.reserveCapacity(Int(count))
        for index in 0..<count where FT_Get_Sfnt_Name(handle, index, &name) == 0 {
            let string: UnsafeRawBufferPointer
            if let bytes = name.string, name.string_len > 0 {
                string = UnsafeRawBufferPointer(start: bytes, count: Int(name.string_len))
            } else {
                string = UnsafeRawBufferPointer(start: nil, count: 0)
            }
            records.append(
                NameTable.Record(
                    platformID: name.platform_id, encodingID: name.encoding_id,
                    languageID: name.language_id, nameID: name.name_id, string: string))
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
