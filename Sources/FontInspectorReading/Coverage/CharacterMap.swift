import CFreeType
import FontInspectorModel
import Foundation

/// The Unicode characters a face maps to a glyph: its `cmap`, as FreeType reads it.
///
/// FreeType selects the face's Unicode subtable when it opens the face (format 12 before format
/// 4, like CoreText and fontTools' `getBestCmap`), and ``FontFileInspector/characterMaps(ofFileAt:)``
/// walks it with `FT_Get_First_Char`/`FT_Get_Next_Char`. A character maps to a glyph when the
/// subtable gives it a glyph index other than 0 (`.notdef`). A face with no Unicode subtable maps
/// nothing: iOS then draws every character of its text from fallback fonts.
///
/// ```swift
/// let maps = try FontFileInspector().characterMaps(ofFileAt: URL(fileURLWithPath: "Brand.ttf"))
/// let missing = maps[0]?.missing(in: "Zażółć") // ["ż", "ó", "ł", "ć"]
/// ```
package struct CharacterMap: Sendable, Hashable, Codable {
    /// The mapped code points as sorted, disjoint, non-adjacent ranges.
    package let ranges: [ClosedRange<UInt32>]

    /// Creates a map from code points in any order; repeats are merged.
    package init<S: Sequence>(codePoints: S) where S.Element == UInt32 {
        var merged: [ClosedRange<UInt32>] = []
        for point in codePoints.sorted() {
            guard let last = merged.last else {
                merged.append(point...point)
                continue
            }
            if point <= last.upperBound { continue }
            if point == last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...point
            } else {
                merged.append(point...point)
            }
        }
        ranges = merged
    }

    /// How many characters the face maps.
    package var count: Int { ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } }

    /// How many of the code points in `range` the face maps.
    package func count(in range: ClosedRange<UInt32>) -> Int {
        ranges.reduce(0) { total, mapped in
            guard mapped.overlaps(range) else { return total }
            return total + Int(min(mapped.upperBound, range.upperBound) - max(mapped.lowerBound, range.lowerBound)) + 1
        }
    }

    /// Whether the face maps `scalar` to a glyph.
    package func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(value)
    }

    /// The characters of `text` the face does not map, each once, in order of first use. Only
    /// characters a font is expected to draw count (``CharacterFilter``): white space, controls,
    /// format specifiers, emoji, variation selectors and joiners are skipped.
    package func missing(in text: String, filter: CharacterFilter = CharacterFilter()) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        var missing: [Unicode.Scalar] = []
        for scalar in filter.drawnScalars(in: text) where !contains(scalar) && seen.insert(scalar).inserted {
            missing.append(scalar)
        }
        return missing
    }
}

extension FontFileInspector {
    /// The character map of every face of the file at `url`, by face index. A file FreeType cannot
    /// open gives an empty dictionary; a face that cannot be opened is left out. Named instances
    /// of a variable font share their face's map.
    package func characterMaps(ofFileAt url: URL) -> [Int: CharacterMap] {
        guard let bytes = try? FontBytes.map(path: url.path) else { return [:] }
        return characterMaps(bytes: bytes)
    }

    /// ``inspectFile(at:displayPath:)`` and ``characterMaps(ofFileAt:)`` from one read of the file.
    func inspectWithCharacterMaps(at url: URL, displayPath: String) -> (
        report: FontFileReport, maps: [Int: CharacterMap]
    ) {
        let bytes: FontBytes
        do {
            bytes = try FontBytes.map(path: url.path)
        } catch {
            return (.failed(path: displayPath, error: error), [:])
        }
        return (
            inspect(bytes: bytes, path: displayPath, pathExtension: FileName.pathExtension(of: url.path)),
            characterMaps(bytes: bytes)
        )
    }

    /// The character map of every face of a font held in memory (see ``characterMaps(ofFileAt:)``).
    package func characterMaps(data: Data) -> [Int: CharacterMap] {
        guard !data.isEmpty else { return [:] }
        return characterMaps(bytes: FontBytes(copying: data))
    }

    private func characterMaps(bytes: FontBytes) -> [Int: CharacterMap] {
        guard let first = try? FreeTypeFace(library: freeType, bytes: bytes, index: 0) else { return [:] }
        var maps: [Int: CharacterMap] = [0: Self.characterMap(of: first)]
        let count = max(1, Int(first.record.num_faces))
        for index in 1..<max(1, count) {
            guard let face = try? FreeTypeFace(library: freeType, bytes: bytes, index: index) else { continue }
            maps[index] = Self.characterMap(of: face)
        }
        return maps
    }

    static func characterMap(of face: FreeTypeFace) -> CharacterMap {
        // Only a Unicode subtable says which characters the face draws.
        guard let charmap = face.record.charmap, charmap.pointee.encoding == FT_ENCODING_UNICODE else {
            return CharacterMap(codePoints: [])
        }
        var points: [UInt32] = []
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(face.handle, &glyph)
        // Codes only grow, and none past Unicode's last counts: a damaged subtable cannot loop.
        while glyph != 0, code <= 0x10FFFF {
            points.append(UInt32(code))
            let next = FT_Get_Next_Char(face.handle, code, &glyph)
            if next <= code { break }
            code = next
        }
        return CharacterMap(codePoints: points)
    }
}
