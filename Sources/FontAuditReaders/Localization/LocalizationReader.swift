import FontAuditCache
import FontAuditModel
import FontInspectorModel
import Foundation

/// Reads strings tables: `.strings` (UTF-8 or UTF-16, old-style plist: ``StringsTableScanner``
/// where it reads the table, else ``SafePlist``), `.stringsdict` (plist: every plural variant and
/// the format key) and `.xcstrings` (JSON string catalogs: every language, plural, device and
/// substitution variation; ``TranslationJSON/tree(_:)`` where it reads the catalog, else
/// Foundation). Lines come from the same pass, or a light scan of the same text.
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
        let entries = readEntries(files, store: store, keeping: lookups)
        return LocalizationCatalog(
            sorted: entries.strings, sourceLanguage: entries.sourceLanguage,
            problems: Array(zip(entries.problemFiles, entries.problemReasons)))
    }

    /// What ``read(_:store:keeping:)`` gives, without the catalog's lookup index: for a caller
    /// that filters the entries first (every string of canvas-ios's catalogs indexed, then
    /// filtered and indexed again, was a tenth of its run).
    package func readEntries(
        _ files: [(path: String, display: String)], store: RunCache? = nil,
        keeping lookups: Set<LocalizationCatalog.Lookup>? = nil
    ) -> Entries {
        var kind = "strings"
        if let lookups {
            let text = lookups.map { $0.table + "\u{0}" + $0.key }.sorted().joined(separator: "\u{1}")
            kind += " for " + String(Array(text.utf8).withUnsafeBytes { ContentHash.of($0) }, radix: 16)
        }
        func read() -> Entries {
            readEach(files, store: store, keeping: lookups, kind: kind)
        }
        // The targets of a project read the same tables: made once, and kept between runs.
        guard let store else { return read() }
        return store.memo(kind, files: files, compute: read)
    }

    /// Every entry of some tables in the catalog's order (``LocalizationCatalog/catalogOrder(_:)``),
    /// their source language, and the files that could not be read with why.
    package struct Entries: Codable, Sendable {
        package var strings: [LocalizedString]
        package var sourceLanguage: String?
        package var problemFiles: [String]
        package var problemReasons: [String]
    }

    /// Each table on its own, on all cores, then in file order. With `lookups`, a table keeps only
    /// the entries they find (``LocalizationCatalog/Finder``), on the core that read it:
    /// the catalog keeps the same entries in the same order, and neither a run nor the run cache
    /// carries every string of every table (824 KB of tables on the big-app replica, a tenth of
    /// its cold run when kept whole). Each table is kept by the cache under `kind`, one per file.
    private func readEach(
        _ files: [(path: String, display: String)], store: RunCache?, keeping lookups: Set<LocalizationCatalog.Lookup>?,
        kind: String
    ) -> Entries {
        let finder = lookups.map(LocalizationCatalog.Finder.init)
        let tables = files.concurrentMap { file -> Table in
            guard let store else { return table(file, finder: finder) }
            return store.value(
                .localization(kind: kind, display: file.display), of: file.path,
                replacing: CachePurpose.localizationFamily
            ) {
                table(file, finder: finder)
            }
        }
        var strings: [LocalizedString] = []
        var problemFiles: [String] = []
        var problemReasons: [String] = []
        var sourceLanguage: String?
        for (file, table) in zip(files, tables) {
            if let problem = table.problem {
                problemFiles.append(file.display)
                problemReasons.append(problem)
            } else {
                strings += table.strings
                sourceLanguage = sourceLanguage ?? table.sourceLanguage
            }
        }
        return Entries(
            strings: LocalizationCatalog.catalogOrder(strings), sourceLanguage: sourceLanguage,
            problemFiles: problemFiles, problemReasons: problemReasons)
    }

    /// What one strings table gives: its strings, or why it cannot be read.
    struct Table: Codable, Sendable {
        var strings: [LocalizedString] = []
        var sourceLanguage: String?
        var problem: String?
    }

    /// One file's table: with ``tables``, the run's whole table with the entries `finder` does not
    /// find left out (as a read with `finder` leaves them out: `.strings`, `.stringsdict` and
    /// `.xcstrings` keep only the keys it finds; other tables are whole either way).
    private func table(_ file: (path: String, display: String), finder: LocalizationCatalog.Finder?) -> Table {
        guard let tables else { return read(file, finder: finder) }
        // A `.strings` table no lookup names gives no entry: whether it reads is all that counts,
        // and a scan that makes no string says so (brave-ios: 234 of its 268 tables).
        if let finder, FileName.pathExtension(of: file.display) == "strings",
            !finder.looksUp(table: FileName.stem(of: file.display)),
            tables.reads(file, check: { Self.readsWithoutStrings(file) })
        {
            return Table()
        }
        let whole = tables.table(file) { read(file, finder: nil) }
        guard let finder, Self.filteredExtensions.contains(FileName.pathExtension(of: file.display)) else {
            return whole
        }
        // A file's entries are all of one table: most tables no lookup names are left out whole.
        var table = whole
        table.strings =
            whole.strings.first.map { finder.looksUp(table: $0.table) } ?? false
            ? whole.strings.filter { finder.finds(table: $0.table, key: $0.key) } : []
        return table
    }

    /// Whether a `.strings` file reads as a table, told without making its strings: outside an
    /// `.lproj` folder it gives nothing and reads; in one, when ``StringsTableScanner`` reads it
    /// (false otherwise: the full read says).
    private static func readsWithoutStrings(_ file: (path: String, display: String)) -> Bool {
        guard let data = FileData.read(file.path) else { return false }
        guard FileName.pathExtension(of: FileName.parent(of: file.display)) == "lproj" else { return true }
        return StringsTableScanner.reads(utf8: [UInt8](data))
    }

    /// The tables whose entries a finder filters.
    private static let filteredExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    private func read(_ file: (path: String, display: String), finder: LocalizationCatalog.Finder?) -> Table {
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
        case "json":
            // A React Native translation table (the layout names only those): `fr.json`, `fr/common.json`.
            let own = Self.language(named: FileName.stem(of: display))
            guard let language = own ?? Self.language(named: FileName.lastComponent(of: parent)) else {
                // i18next's resources in one file: `{ "en": {…}, "fr": {…} }`.
                return Self.readResources(data, display: display, folder: parent)
            }
            return Self.readTranslations(
                data, display: display, language: language, folder: own == nil ? FileName.parent(of: parent) : parent)
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
            func made(_ entries: [String: StringsTableScanner.Entry]) -> [LocalizedString] {
                entries.keys.filter(kept).sorted().map { key in
                    LocalizedString(
                        table: table, key: key, language: language, values: [entries[key]!.value],
                        file: display, line: entries[key]!.line, folder: folder)
                }
            }
            // Plain UTF-8 is scanned from its bytes (no text of the whole file is made).
            let bytes = [UInt8](data)
            if let entries = StringsTableScanner.entries(utf8: bytes) { return .success((made(entries), nil)) }
            guard let text = Self.decodeStrings(data) else {
                return .failure(
                    Problem(
                        reason: "is neither UTF-8 nor UTF-16 text, so its strings cannot be checked; save it as UTF-8"))
            }
            if text.allSatisfy(\.isWhitespace) { return .success(([], nil)) }
            // Another encoding, or a byte-order mark: its text scanned (plain UTF-8 was, above).
            if !bytes.withUnsafeBufferPointer(StringsTableScanner.isPlainUTF8),
                let entries = StringsTableScanner.entries(text)
            {
                return .success((made(entries), nil))
            }
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
        // A second mark: Foundation's decoding, which drops it too.
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: body, encoding: .utf8) }
        // Valid UTF-8 is its own text (Foundation's decoder took a tenth of brave-ios's run).
        if let text = body.withUnsafeBytes({ raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            return OldStylePlistParser.isUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
        }) {
            return text
        }
        // UTF-16 without a byte-order mark: ASCII text has a zero in every other byte.
        if data.count >= 2, data.count % 2 == 0, data[data.startIndex + 1] == 0 {
            return String(data: data, encoding: .utf16LittleEndian)
        }
        return nil
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

    /// The run's tables, read whole once and shared by every read of this reader's run (nil: each
    /// read parses what it reads).
    let tables: LocalizationTables?

    /// A reader; with `tables`, a table is parsed once for the run, whoever asks for it.
    package init(tables: LocalizationTables? = nil) {
        self.tables = tables
    }
}
