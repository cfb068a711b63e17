import FontInspectorModel

/// The records of an sfnt `name` table, read from the font's bytes with the checks FreeType 2.12
/// makes when it loads the table (`tt_face_load_name`), so the records and their order are the ones
/// `FT_Get_Sfnt_Name` gives, without FreeType copying each string first.
///
/// FreeType drops a record whose string is empty or lies outside the table's storage, and, in a
/// format 1 table, one whose language tag does not exist. A table whose records overrun it gives
/// no records at all. A test compares the result with FreeType's on every fixture and on mutated
/// tables.
struct NameTable {
    /// One kept record: its IDs and its undecoded string.
    struct Record {
        let platformID: UInt16
        let encodingID: UInt16
        let languageID: UInt16
        let nameID: UInt16
        let string: UnsafeRawBufferPointer
    }

    /// The kept records, in table order.
    let records: [Record]

    /// Reads the `name` table of `directory`'s face; no table gives no records.
    init(directory: SfntDirectory) {
        records = directory.table(fourCC("name")).map { Self.read(table: $0, file: directory.bytes) } ?? []
    }

    /// Reads `table`, a slice of `file`.
    init(table: UnsafeRawBufferPointer, file: UnsafeRawBufferPointer) {
        records = Self.read(table: table, file: file)
    }

    /// FreeType reads a format 1 table's language-tag count from wherever the records end, even
    /// past the table, so `file` is the bound for that read.
    private static func read(table: UnsafeRawBufferPointer, file: UnsafeRawBufferPointer) -> [Record] {
        var records: [Record] = []
        guard table.count >= 6,
            let tableStart = file.baseAddress.flatMap({ base in table.baseAddress.map { $0 - base } })
        else { return [] }
        let format = table.bigEndianUInt16(at: 0)
        let count = Int(table.bigEndianUInt16(at: 2))
        let storageOffset = Int(table.bigEndianUInt16(at: 4))
        // Offsets below are from the start of the file, as FreeType's stream positions are.
        var storageStart = tableStart + 6 + 12 * count
        let storageLimit = tableStart + table.count
        guard storageStart <= storageLimit else { return [] }

        var languageTagLengths: [Int] = []
        if format == 1 {
            guard storageStart + 2 <= file.count else { return [] }
            let tagCount = Int(file.bigEndianUInt16(at: storageStart))
            let tagsStart = storageStart + 2
            storageStart += 2 + 4 * tagCount
            guard tagsStart + 4 * tagCount <= file.count else { return [] }
            languageTagLengths = (0..<tagCount).map { index in
                let length = Int(file.bigEndianUInt16(at: tagsStart + 4 * index))
                let start = Int(file.bigEndianUInt16(at: tagsStart + 4 * index + 2)) + tableStart + storageOffset
                return start < storageStart || start + length > storageLimit ? 0 : length
            }
        }

        records.reserveCapacity(count)
        for index in 0..<count {
            let at = 6 + 12 * index
            let length = Int(table.bigEndianUInt16(at: at + 8))
            guard length > 0 else { continue }
            let start = Int(table.bigEndianUInt16(at: at + 10)) + tableStart + storageOffset
            guard start >= storageStart, start + length <= storageLimit else { continue }
            let languageID = table.bigEndianUInt16(at: at + 4)
            if format == 1, languageID >= 0x8000 {
                let tag = Int(languageID - 0x8000)
                guard tag < languageTagLengths.count, languageTagLengths[tag] > 0 else { continue }
            }
            records.append(
                Record(
                    platformID: table.bigEndianUInt16(at: at),
                    encodingID: table.bigEndianUInt16(at: at + 2),
                    languageID: languageID,
                    nameID: table.bigEndianUInt16(at: at + 6),
                    string: UnsafeRawBufferPointer(rebasing: file[start..<start + length])
                ))
        }
        return records
    }
}

extension NameTable {
    /// Every record of the nameIDs in `ids`, of every platform and language, decoded, in table
    /// order (only those are decoded).
    func decoded(every ids: Set<Int>) -> [NameRecord] {
        records.filter { ids.contains(Int($0.nameID)) }.map(\.decoded)
    }

    /// `records` decoded, in table order. With `only`, just what the face's fields read: for each
    /// nameID in `only` (and every nameID from 256 up, where `fvar`'s names live), the record
    /// ``Swift/Array/preferredValue(for:)`` would pick, so fonts with many localized names cost no
    /// more than others.
    static func decode(_ records: [Record], only: Set<Int>?) -> [NameRecord] {
        guard let only else { return records.map(\.decoded) }
        // The best decodable record of each wanted nameID: lowest rank, then first in the table.
        // nameIDs below 64 are told by a bit mask and sit in a flat table; fvar's (256 and up), in
        // a dictionary; others in `only` (rare) are looked up in it.
        var mask: UInt64 = 0
        for nameID in only where nameID >= 0 && nameID < 64 { mask |= 1 << UInt64(nameID) }
        var low = [(rank: Int, index: Int)](repeating: (Int.max, -1), count: 64)
        var other: [UInt16: (rank: Int, index: Int)] = [:]
        for (index, record) in records.enumerated() {
            let nameID = record.nameID
            if nameID < 64 {
                guard mask & (1 << UInt64(nameID)) != 0 else { continue }
            } else if nameID < 256, !only.contains(Int(nameID)) {
                continue
            }
            guard NameDecoding.canDecode(platformID: record.platformID, encodingID: record.encodingID) else { continue }
            let rank = record.preferenceRank
            if nameID < 64 {
                if low[Int(nameID)].rank > rank { low[Int(nameID)] = (rank, index) }
            } else if (other[nameID]?.rank ?? Int.max) > rank {
                other[nameID] = (rank, index)
            }
        }
        var picked = low.compactMap { $0.index >= 0 ? $0.index : nil }
        picked += other.values.map(\.index)
        // The flat table is in nameID order; the records are wanted in table order.
        picked.sort()
        return picked.map { records[$0].decoded }
    }
}

extension NameTable.Record {
    /// The record with its string decoded (nil for encodings that are not decoded).
    var decoded: NameRecord {
        NameRecord(
            platformID: Int(platformID), encodingID: Int(encodingID), languageID: Int(languageID),
            nameID: Int(nameID), value: NameDecoding.decode(string, platformID: platformID, encodingID: encodingID))
    }

    /// ``NameRecord``'s preference rank for this record (lower is better).
    var preferenceRank: Int {
        NameRecord(
            platformID: Int(platformID), encodingID: Int(encodingID), languageID: Int(languageID),
            nameID: 0, value: nil
        ).preferenceRank
    }
}
