/// One record of a font's `name` table, decoded.
public struct NameRecord: Codable, Hashable, Sendable {
    /// 0 Unicode, 1 Macintosh, 3 Windows.
    public var platformID: Int
    /// Platform-specific encoding (Windows 1 and 10 are Unicode, Macintosh 0 is Roman).
    public var encodingID: Int
    /// Platform-specific language (Windows 0x409 is English (US), Macintosh 0 is English).
    public var languageID: Int
    /// What the string is: 1 family, 2 subfamily, 4 full name, 6 PostScript name, ...
    public var nameID: Int
    /// The decoded text, or nil for encodings that are not decoded (legacy CJK code pages).
    public var value: String?

    /// Creates a record.
    public init(platformID: Int, encodingID: Int, languageID: Int, nameID: Int, value: String?) {
        self.platformID = platformID
        self.encodingID = encodingID
        self.languageID = languageID
        self.nameID = nameID
        self.value = value
    }
}

extension Array where Element == NameRecord {
    /// The preferred decoded string for `nameID`: Windows English (US), then any Windows English,
    /// then Macintosh Roman English, then any decodable record (Unicode platform first), or nil.
    public func preferredValue(for nameID: Int) -> String? {
        var best: (rank: Int, value: String)?
        for record in self where record.nameID == nameID {
            guard let value = record.value else { continue }
            let rank = record.preferenceRank
            if best == nil || rank < best!.rank { best = (rank, value) }
            if rank == 0 { break }
        }
        return best?.value
    }
}

extension NameRecord {
    /// Lower is better; see ``Swift/Array/preferredValue(for:)``.
    package var preferenceRank: Int {
        switch (platformID, languageID) {
        case (3, 0x409): 0
        case (3, let language) where language & 0x3FF == 0x09: 1
        case (1, 0) where encodingID == 0: 2
        case (0, _): 3
        case (3, _): 4
        default: 5
        }
    }
}
