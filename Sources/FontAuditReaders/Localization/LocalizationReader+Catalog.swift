import FontAuditModel
import Foundation

extension LocalizationReader {
    /// A string catalog: `strings.KEY.localizations.LANG`, each `stringUnit.value` anywhere below
    /// (plural, device and substitution variations). A key with no value in the source language
    /// shows the key itself there.
    func readCatalog(
        _ data: Data, display: String, table: String, folder: String, kept: (String) -> Bool = { _ in true }
    )
        -> Result<(strings: [LocalizedString], sourceLanguage: String?), Problem>
    {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return .failure(
                Problem(reason: "is not valid JSON, so its strings cannot be checked; open it in Xcode to repair it"))
        }
        let source = root["sourceLanguage"] as? String
        guard let entries = root["strings"] as? [String: Any] else { return .success(([], source)) }
        // Xcode writes each key of `strings` on its own line, indented four spaces: `    "key" : {`.
        let lines = Self.firstLines(in: String(decoding: data, as: UTF8.self)) { line in
            guard line.hasPrefix("    \""), !line.hasPrefix("     "),
                let colon = line.range(of: "\" : ", options: .backwards)
            else { return nil }
            let quoted = line[line.index(line.startIndex, offsetBy: 4)...colon.lowerBound]
            return (try? JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String])?.first
        }
        var strings: [LocalizedString] = []
        for key in entries.keys.filter(kept).sorted() {
            let entry = entries[key] as? [String: Any] ?? [:]
            let line = lines[key] ?? 1
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for language in localizations.keys.sorted() {
                let values = Self.unitValues(localizations[language]!)
                if !values.isEmpty {
                    strings.append(
                        LocalizedString(
                            table: table, key: key, language: language, values: values, file: display, line: line,
                            folder: folder))
                }
            }
            if let source, localizations[source] == nil {
                strings.append(
                    LocalizedString(
                        table: table, key: key, language: source, values: [key], file: display, line: line,
                        folder: folder))
            }
        }
        return .success((strings, source))
    }

    static func unitValues(_ value: Any) -> [String] {
        guard let dictionary = value as? [String: Any] else { return [] }
        var values: [String] = []
        if let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            values.append(value)
        }
        for key in dictionary.keys.sorted() where key != "stringUnit" {
            if let nested = dictionary[key] as? [String: Any] { values += unitValues(nested) }
        }
        return values
    }
}
