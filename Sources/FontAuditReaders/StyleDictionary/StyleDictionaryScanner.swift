import FontAuditModel
import FontInspectorModel
import Foundation

/// Recognizes a style dictionary (the ScaledFont pattern) in a JSON or plist file by its shape: a
/// top-level dictionary of at least three keys, most of them Dynamic Type text style names, at least
/// one of them mapping to a dictionary with the name or size key (`{"fontName": "Brand-Regular", "fontSize": 17}`).
///
/// Entries keep the file's order and the 1-based line and column of each key (JSON), or its line
/// (XML plists); binary and OpenStep plists have no positions, so their keys are sorted.
package struct StyleDictionaryScanner {
    /// The key of the PostScript name inside each style (`.fontaudit.yml` may change it).
    var nameKey = "fontName"
    /// The key of the point size inside each style.
    var sizeKey = "fontSize"

    package init(nameKey: String = "fontName", sizeKey: String = "fontSize") {
        self.nameKey = nameKey
        self.sizeKey = sizeKey
    }

    private typealias Position = (key: String, line: Int?, column: Int?)

    /// Reads one file; nil when it is not a style dictionary (or not JSON or a plist at all).
    package func scan(_ data: Data, path: String) -> StyleDictionary? {
        guard let (dictionary, positions) = Self.parse(data) else { return nil }
        let styles = Set(StyleDictionary.textStyles)
        // Most text-style keys must map to a style (a dictionary with the name or size key): a
        // localization or notification payload {"title": "…", "body": "…"} is no style dictionary.
        let styleKeys = dictionary.keys.filter(styles.contains)
        let styled = styleKeys.filter { key in
            (dictionary[key] as? [String: Any]).map { $0[nameKey] != nil || $0[sizeKey] != nil } ?? false
        }
        guard dictionary.count >= 3, styleKeys.count * 2 > dictionary.count, styled.count * 2 > styleKeys.count
        else { return nil }
        // A key written twice counts once, where it was last written (the value Foundation keeps).
        var seen = Set<String>()
        var ordered = Array(
            positions.reversed().filter { dictionary[$0.key] != nil && seen.insert($0.key).inserted }.reversed())
        ordered += dictionary.keys.filter { !seen.contains($0) }.sorted().map { ($0, nil, nil) }
        let entries = ordered.map { entry($0.key, dictionary[$0.key], line: $0.line, column: $0.column) }
        return StyleDictionary(path: path, entries: entries)
    }

    /// Checks one key's value: a dictionary with a name string and a positive size number.
    private func entry(_ key: String, _ value: Any?, line: Int?, column: Int?) -> StyleDictionary.Entry {
        var entry = StyleDictionary.Entry(key: key, line: line, column: column, fontName: nil, fontSize: nil)
        guard let style = value as? [String: Any] else {
            entry.problem =
                "the value is \(value.map(Self.describe) ?? "missing"), not a dictionary with \(nameKey) and \(sizeKey)"
            return entry
        }
        var problems: [String] = []
        switch style[nameKey] {
        case let name as String: entry.fontName = name
        case nil: problems.append("no \(nameKey) string")
        case let other?:
            problems.append(
                "the \(nameKey) is \(Self.describe(other)), not a string; write the PostScript name in quotes")
        }
        switch style[sizeKey] {
        case nil:
            problems.append("no \(sizeKey) number")
        case let text as String:
            let hint = Double(text).map { " without quotes, such as \(NumberText.shortest($0))" } ?? ""
            problems.append("the \(sizeKey) is a string (\"\(text)\"); write a positive number of points\(hint)")
        case let number as NSNumber where !Self.isBoolean(number):
            entry.fontSize = number.doubleValue
            if !(number.doubleValue > 0 && number.doubleValue.isFinite) {
                problems.append(
                    "the \(sizeKey) is \(NumberText.shortest(number.doubleValue)); write a positive number of points")
            }
        case let other?:
            problems.append("the \(sizeKey) is \(Self.describe(other)); write a positive number of points")
        }
        entry.problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
        return entry
    }

    /// A JSON `true` and a plist `<true/>` become NSNumbers too; their type is `c` (a C `BOOL`).
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private static func describe(_ value: Any) -> String {
        if let number = value as? NSNumber { return isBoolean(number) ? "a boolean" : "a number" }
        return SafePlist.typeName(value)
    }

    /// The top-level dictionary and its keys' positions, or nil for anything else.
    private static func parse(_ data: Data) -> (dictionary: [String: Any], positions: [Position])? {
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
            let json = try? JSONSerialization.jsonObject(with: data)
        {
            guard let dictionary = json as? [String: Any] else { return nil }
            return (dictionary, jsonKeys(data).map { ($0.key, $0.line, $0.column) })
        }
        guard let plist = try? SafePlist.parse(data).value,
            let dictionary = plist as? [String: Any]
        else { return nil }
        guard SafePlist.looksLikeXML(data) else {
            return (dictionary, dictionary.keys.sorted().map { ($0, nil, nil) })
        }
        // XMLLineScanner keeps each top-level key's line; keys sharing a line are rare in XML plists.
        let lines = XMLLineScanner.lines(in: data).keyLines
        let ordered = lines.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        return (dictionary, ordered.map { ($0.key, $0.value, nil) })
    }

    /// The keys of a JSON object's top level in file order, with the 1-based line and column (in
    /// Unicode scalars) of each key's opening quote.
    static func jsonKeys(_ data: Data) -> [(key: String, line: Int, column: Int)] {
        let bytes = [UInt8](data)
        var keys: [(key: String, line: Int, column: Int)] = []
        var (index, line, column, depth, expectKey) = (0, 1, 1, 0, false)
        func step() {
            TextPosition.advance(line: &line, column: &column, over: bytes[index])
            index += 1
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectKey = depth == 1 && bytes[index] == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ",") where depth == 1:
                expectKey = true
            case UInt8(ascii: "\""):
                let (start, keyLine, keyColumn) = (index, line, column)
                step()
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count { step() }
                    step()
                }
                if index < bytes.count { step() }
                if depth == 1 && expectKey,
                    let key = try? JSONSerialization.jsonObject(
                        with: Data(bytes[start..<index]), options: .fragmentsAllowed) as? String
                {
                    keys.append((key, keyLine, keyColumn))
                }
                expectKey = false
                continue
            default: break
            }
            step()
        }
        return keys
    }
}
