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
        if let root = TranslationJSON.tree([UInt8](data)), root.members != nil {
            return .success(Self.catalogStrings(root, display: display, table: table, folder: folder, kept: kept))
        }
        return foundationCatalog(data, display: display, table: table, folder: folder, kept: kept)
    }

    /// ``readCatalog(_:display:table:folder:kept:)`` through Foundation, for what is not strict
    /// UTF-8 JSON (another encoding, a byte-order mark) or not an object: its reading, its verdict.
    func foundationCatalog(
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

    /// ``readCatalog(_:display:table:folder:kept:)`` from the value read in one pass: the same
    /// strings, each at the line its key is written on.
    static func catalogStrings(
        _ root: TranslationJSON.Node, display: String, table: String, folder: String, kept: (String) -> Bool
    ) -> (strings: [LocalizedString], sourceLanguage: String?) {
        let source = root["sourceLanguage"]?.string
        guard let entries = root["strings"]?.members else { return ([], source) }
        var strings: [LocalizedString] = []
        for entry in entries.filter({ kept($0.key) }).sorted(by: { $0.key < $1.key }) {
            let localizations = entry.value["localizations"]?.members ?? []
            for localization in localizations.sorted(by: { $0.key < $1.key }) {
                let values = unitValues(localization.value)
                if !values.isEmpty {
                    strings.append(
                        LocalizedString(
                            table: table, key: entry.key, language: localization.key, values: values, file: display,
                            line: entry.line, folder: folder))
                }
            }
            if let source, !localizations.contains(where: { $0.key == source }) {
                strings.append(
                    LocalizedString(
                        table: table, key: entry.key, language: source, values: [entry.key], file: display,
                        line: entry.line, folder: folder))
            }
        }
        return (strings, source)
    }

    /// ``unitValues(_:)`` of a value read in one pass.
    static func unitValues(_ value: TranslationJSON.Node) -> [String] {
        guard let members = value.members else { return [] }
        var values: [String] = []
        if let value = value["stringUnit"]?["value"]?.string {
            values.append(value)
        }
        for member in members.sorted(by: { $0.key < $1.key }) where member.key != "stringUnit" {
            if member.value.members != nil { values += unitValues(member.value) }
        }
        return values
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
