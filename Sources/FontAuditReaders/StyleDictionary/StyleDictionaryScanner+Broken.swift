import FontAuditModel
import Foundation

/// A style dictionary cut short (or broken some other way): recognized by the top-level keys
/// written before it breaks, so that its fonts are not silently left unchecked.
extension StyleDictionaryScanner {
    /// Why a file that looks like a style dictionary could not be read, or nil: a JSON object or
    /// an XML property list whose top-level keys (the ones written in full before it breaks) are
    /// at least two, mostly text styles, and which names the name or size key, but which does not
    /// parse (cut short, a missing comma, an unclosed element). Its fonts would go unchecked.
    /// Only the top-level keys count: a file cut inside its second style is still recognized by
    /// its two styles. UIKit's names of two styles (`title1`, `caption1`) count as text styles.
    func brokenReason(_ data: Data, path: String) -> String? {
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        let keys: [String]
        let format: String
        if first == UInt8(ascii: "{") {
            guard (try? JSONSerialization.jsonObject(with: data)) == nil else { return nil }
            keys = Self.jsonKeys(data).map(\.key)
            format = "valid JSON; `python3 -m json.tool \(path)` names the line where it breaks"
        } else if first == UInt8(ascii: "<"), SafePlist.looksLikeXML(data), (try? SafePlist.parse(data)) == nil {
            keys = XMLLineScanner.lines(in: data).keyLines.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
            let line = XMLLineScanner.errorLine(in: data).map { " (it breaks at line \($0))" } ?? ""
            format = "a valid property list\(line); `plutil -lint \(path)` on a Mac names what is wrong"
        } else {
            return nil
        }
        let styles = Set(StyleDictionary.textStyles + ["title1", "caption1"])
        var styleKeys: [String] = []
        for key in keys where styles.contains(key) && !styleKeys.contains(key) { styleKeys.append(key) }
        let bytes = [UInt8](data)
        guard styleKeys.count >= 2, styleKeys.count * 2 > Set(keys).count,
            [nameKey, sizeKey].contains(where: { key in
                ByteSearch.contains(bytes, Array("\"\(key)\"".utf8))
                    || ByteSearch.contains(bytes, Array("<key>\(key)</key>".utf8))
            })
        else { return nil }
        return
            "it looks like a style dictionary (\(styleKeys.prefix(3).joined(separator: ", ")) are text styles) but is not \(format)"
    }
}
