import FontAuditModel
import FontInspector
import FontInspectorModel
import FontInspectorReading
import Foundation

/// Reads strings tables with Foundation: `.strings` (UTF-8 or UTF-16, old-style plist),
/// `.stringsdict` (plist: every plural variant and the format key) and `.xcstrings` (JSON string
/// catalogs: every language, plural, device and substitution variation). Lines come from a
/// light scan of the same text.
package struct LocalizationReader {
    /// File extensions read as strings tables.
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    /// Reads every file (path on disk, path to show); a file that cannot be read is a problem.
    /// - Parameter lookups: When given, only what these look up is kept (what an audit's text
    ///   needs); every entry otherwise (coverage).
    package func read(
        _ files: [(path: String, display: String)], store: RunCache? = nil,
        keeping lookups: Set<LocalizationCatalog.Lookup>? = nil
    ) -> LocalizationCatalog {
        var kind = "strings"
        if let lookups {
            let text = lookups.map { $0.table + "\u{0}" + $0.key }.sorted().joined(separator: "\u{1}")
            kind += " for " + String(Array(text.utf8).withUnsafeBytes { ContentHash.of($0) }, radix: 16)
        }
        func read() -> LocalizationCatalog {
            readEach(files, store: store, keeping: lookups, kind: kind)
        }
        // The targets of a project read the same tables: made once, and kept between runs.
        guard let store else { return read() }
        return store.memo(kind, files: files, compute: read)
    }

    /// Each table on its own, on all cores, then in file order. With `lookups`, a table keeps only
    /// the entries they find (``LocalizationCatalog/Finder``), on the core that read it:
    /// the catalog keeps the same entries in the same order, and neither a run nor the run cache
    /// carries every string of every table (824 KB of tables on the big-app replica, a tenth of
    /// its cold run when kept whole). Each table is kept by the cache under `kind`, one per file.
    private func readEach(
        _ files: [(path: String, display: String)], store: RunCache?, keeping lookups: Set<LocalizationCatalog.Lookup>?,
        kind: String
    ) -> LocalizationCatalog {
        let finder = lookups.map(LocalizationCatalog.Finder.init)
        let tables = files.concurrentMap { file -> Table in
            guard let store else { return table(file, finder: finder) }
            return store.value(kind + " " + file.display, of: file.path, replacing: "strings ") {
                table(file, finder: finder)
            }
        }
        var strings: [LocalizedString] = []
        var problems: [(file: String, reason: String)] = []
        var sourceLanguage: String?
        for (file, table) in zip(files, tables) {
            if let problem = table.problem {
                problems.append((file.display, problem))
            } else {
                strings += table.strings
                sourceLanguage = sourceLanguage ?? table.sourceLanguage
            }
        }
        return LocalizationCatalog(strings: strings, sourceLanguage: sourceLanguage, problems: problems)
    }

    /// What one strings table gives: its strings, or why it cannot be read.
    struct Table: Codable, Sendable {
        var strings: [LocalizedString] = []
        var sourceLanguage: String?
        var problem: String?
    }

    private func table(_ file: (path: String, display: String), finder: LocalizationCatalog.Finder?) -> Table {
        guard let data = FileData.read(file.path) else {
            return Table(problem: "cannot be read: check that it is a file and its permissions")
        }
        switch read(data, display: file.display, finder: finder) {
        case .success(let found):
            return Table(strings: found.strings, sourceLanguage: found.sourceLanguage)
        case .failure(let problem):
            return Table(problem: problem.reason)
        }
    }

    package struct Problem: Error {
        let reason: String
    }

    /// Reads one file's bytes; `display` gives its kind, table, language and folder. With a
    /// `finder`, only the entries it finds are made (a table is checked whole all the same).
    package func read(_ data: Data, display: String, finder: LocalizationCatalog.Finder? = nil)
        -> Result<(strings: [LocalizedString], sourceLanguage: String?), Problem>
    {
        let ext = FileName.pathExtension(of: display)
        let name = FileName.lastComponent(of: display)
        let table = String(name.dropLast(ext.count + 1))
        let kept = { (key: String) in finder?.finds(table: table, key: key) ?? true }
        let parent = FileName.parent(of: display)
        let inLproj = FileName.pathExtension(of: parent) == "lproj"
        let language = inLproj ? String(FileName.lastComponent(of: parent).dropLast(".lproj".count)) : nil
        let folder = inLproj ? FileName.parent(of: parent) : parent
        switch ext {
        case "xcstrings":
            return readCatalog(data, display: display, table: table, folder: folder, kept: kept).map {
                ($0.strings, $0.sourceLanguage)
            }
        case "stringsdict":
            guard let language else { return .success(([], nil)) }
            guard let dictionary = try? SafePlist.parse(data).value as? [String: Any] else {
                return .failure(
                    Problem(
                        reason:
                            "is not a property list, so its strings cannot be checked; open it in Xcode to see where it breaks"
                    ))
            }
            let lines = Self.plistKeyLines(in: String(decoding: data, as: UTF8.self))
            let strings = dictionary.keys.filter(kept).sorted().map { key in
                LocalizedString(
                    table: table, key: key, language: language,
                    values: Self.leaves(
                        dictionary[key]!, skipping: ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]),
                    file: display, line: lines[key] ?? 1, folder: folder)
            }
            return .success((strings, nil))
        default:
            guard let language else { return .success(([], nil)) }
            guard let text = Self.decodeStrings(data) else {
                return .failure(
                    Problem(
                        reason: "is neither UTF-8 nor UTF-16 text, so its strings cannot be checked; save it as UTF-8"))
            }
            if text.allSatisfy(\.isWhitespace) { return .success(([], nil)) }
            // Only the entries kept are made (all, when Foundation reads the table): filtered below.
            guard
                let dictionary = try? SafePlist.parse(Data(text.utf8), keeping: finder == nil ? nil : kept).value
                    as? [String: Any]
            else {
                return .failure(
                    Problem(
                        reason:
                            "is not a valid strings file (a missing `;` or quote), so its strings cannot be checked; `plutil -lint` names the line"
                    ))
            }
            // A `.strings` file may be an XML property list (`<key>` lines), as Xcode exports some.
            let lines =
                text.hasPrefix("<?xml") || text.hasPrefix("<plist")
                ? Self.plistKeyLines(in: text)
                : Self.keyLines(in: text, keeping: kept, lookedUp: Set(dictionary.keys.map(\.utf8.count)))
            let strings = dictionary.keys.filter(kept).sorted().compactMap { key -> LocalizedString? in
                guard let value = dictionary[key] as? String else { return nil }
                return LocalizedString(
                    table: table, key: key, language: language, values: [value],
                    file: display, line: lines[key] ?? 1, folder: folder)
            }
            return .success((strings, nil))
        }
    }

    /// A `.strings` file's text: UTF-16 with a byte-order mark, else UTF-8 (with or without one).
    static func decodeStrings(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16) }
        var body = data
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let text = String(data: body, encoding: .utf8) { return text }
        // UTF-16 without a byte-order mark: ASCII text has a zero in every other byte.
        if data.count >= 2, data.count % 2 == 0, data[data.startIndex + 1] == 0 {
            return String(data: data, encoding: .utf16LittleEndian)
        }
        return nil
    }

    /// The line of each `"key" =` at the start of a statement in a `.strings` text, read from its
    /// UTF-8 bytes: every byte the scan acts on is ASCII, which no byte of another character is.
    /// Only keys `keeping` keeps are put in. `lookedUp`, when given, holds the UTF-8 length of
    /// every key the caller looks up: no string is made of an ASCII key of another length, which
    /// equals none of them (no other text is canonically equivalent to ASCII text).
    static func keyLines(in text: String, keeping: (String) -> Bool = { _ in true }, lookedUp: Set<Int>? = nil)
        -> [String: Int]
    {
        var text = text
        return text.withUTF8 { keyLines(in: $0, keeping: keeping, lookedUp: lookedUp) }
    }

    private static func keyLines(in bytes: UnsafeBufferPointer<UInt8>, keeping: (String) -> Bool, lookedUp: Set<Int>?)
        -> [String: Int]
    {
        var lines: [String: Int] = [:]
        var line = 1
        var index = 0
        var expectKey = true
        var value: [UInt8] = []
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if next == UInt8(ascii: "*") {
                    index += 2
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "/")
                        {
                            index += 2
                            break
                        }
                        index += 1
                    }
                    continue
                }
            }
            if byte == UInt8(ascii: "\"") {
                let startLine = line
                index += 1
                if expectKey {
                    // Only a key's bytes are kept.
                    value.removeAll(keepingCapacity: true)
                    ascii = true
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                            index += 1
                            switch bytes[index] {
                            case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                            case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                            case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                            default: value.append(bytes[index])
                            }
                        } else {
                            value.append(bytes[index])
                        }
                        ascii = ascii && value[value.count - 1] < 0x80
                        index += 1
                    }
                    if !ascii || lookedUp?.contains(value.count) ?? true {
                        let key = String(decoding: value, as: UTF8.self)
                        if lines[key] == nil, keeping(key) { lines[key] = startLine }
                    }
                } else {
                    // A value's bytes (most of a table) are stepped over.
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                        index += 1
                    }
                }
                if index < bytes.count { index += 1 }
                expectKey = false
                continue
            }
            if byte == UInt8(ascii: ";") { expectKey = true }
            index += 1
        }
        return lines
    }

    /// Every string inside a plist value, depth first in key order, except under `skipping` keys.
    static func leaves(_ value: Any, skipping: Set<String>) -> [String] {
        if let string = value as? String { return [string] }
        if let dictionary = value as? [String: Any] {
            return dictionary.keys.sorted().filter { !skipping.contains($0) }.flatMap {
                leaves(dictionary[$0]!, skipping: skipping)
            }
        }
        if let array = value as? [Any] { return array.flatMap { leaves($0, skipping: skipping) } }
        return []
    }

    /// The 1-based line of each `<key>` of an XML property list's text.
    static func plistKeyLines(in text: String) -> [String: Int] {
        firstLines(in: text) { line in
            guard let start = line.range(of: "<key>"),
                let end = line.range(of: "</key>", range: start.upperBound..<line.endIndex)
            else { return nil }
            return xmlUnescaped(String(line[start.upperBound..<end.lowerBound]))
        }
    }

    /// The 1-based line where each name `name(line)` gives first appears, from one pass over the text.
    static func firstLines(in text: String, name: (Substring) -> String?) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (index, line) in text.lineSlices().enumerated() {
            if let key = name(line), lines[key] == nil { lines[key] = index + 1 }
        }
        return lines
    }

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

    /// The text between a plist's tags, its entities decoded.
    static func xmlUnescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every stored property, as the synthesized initializer takes them.
    package init() {
    }
}
