import FontInspectorModel

/// Every localized string of the app's `.strings`, `.stringsdict` and `.xcstrings` files.
package struct LocalizationCatalog: Sendable {
    /// Every entry, sorted by file, line and key.
    package var strings: [LocalizedString]
    /// The source language of the string catalogs (`sourceLanguage`), when one says.
    package var sourceLanguage: String?
    /// Files that could not be read, with the reason.
    package var problems: [(file: String, reason: String)]
    private var byKey: [TableKey: [Int]] = [:]
    private var bySkeleton: [TableKey: [Int]] = [:]

    private struct TableKey: Hashable {
        let table: String
        let key: String
    }

    /// Creates a catalog.
    package init(
        strings: [LocalizedString] = [], sourceLanguage: String? = nil, problems: [(file: String, reason: String)] = []
    ) {
        self.init(sorted: Self.catalogOrder(strings), sourceLanguage: sourceLanguage, problems: problems)
    }

    /// `strings` sorted by file, line, key and language, as a stable sort puts them. Tables give
    /// their entries a file at a time: each file's run is sorted on its own (by line, key and
    /// language: no file name compared) unless it already is, and the runs by file. A file in two
    /// runs is sorted with the rest at once. (Sorting 100,000 catalog entries at once was a tenth
    /// of canvas-ios's run.)
    package static func catalogOrder(_ strings: [LocalizedString]) -> [LocalizedString] {
        let inFile = { (a: LocalizedString, b: LocalizedString) in
            (a.line, a.key, a.language) < (b.line, b.key, b.language)
        }
        var runs: [Range<Int>] = []
        var start = 0
        for index in strings.indices.dropFirst() where strings[index].file != strings[index - 1].file {
            runs.append(start..<index)
            start = index
        }
        if !strings.isEmpty { runs.append(start..<strings.count) }
        let files = runs.map { strings[$0.lowerBound].file }
        guard Set(files).count == files.count else {
            return strings.sorted { ($0.file, $0.line, $0.key, $0.language) < ($1.file, $1.line, $1.key, $1.language) }
        }
        var sorted: [LocalizedString] = []
        sorted.reserveCapacity(strings.count)
        for run in runs.indices.sorted(by: { files[$0] < files[$1] }) {
            let entries = strings[runs[run]]
            if zip(entries, entries.dropFirst()).contains(where: { inFile($1, $0) }) {
                sorted += entries.sorted(by: inFile)
            } else {
                sorted += entries
            }
        }
        return sorted
    }

    /// A catalog of `strings` already in the catalog's order (as one encodes them).
    package init(sorted strings: [LocalizedString], sourceLanguage: String?, problems: [(file: String, reason: String)])
    {
        self.strings = strings
        self.sourceLanguage = sourceLanguage
        self.problems = problems
        for (index, entry) in self.strings.enumerated() {
            byKey[TableKey(table: entry.table, key: entry.key), default: []].append(index)
            if entry.key.utf8.contains(UInt8(ascii: "%")), entry.key.containsText("%") {
                bySkeleton[TableKey(table: entry.table, key: FormatSpecifiers.skeleton(of: entry.key)), default: []]
                    .append(index)
            }
        }
    }

    /// The entries of `key` in `table`, every language; with `folder`, only the table of that folder.
    /// A key with format specifiers also finds a key that differs only in their types (SwiftUI's
    /// `Text("items \(count)")` looks up `items %lld`).
    package func entries(table: String, key: String, folder: String? = nil) -> [LocalizedString] {
        var found = byKey[TableKey(table: table, key: key)] ?? []
        if found.isEmpty, key.containsText("%") {
            found = bySkeleton[TableKey(table: table, key: FormatSpecifiers.skeleton(of: key))] ?? []
        }
        return found.map { strings[$0] }.filter { folder == nil || $0.folder == folder }
    }

    /// A key looked up in a table (``entries(table:key:folder:)``).
    package struct Lookup: Hashable, Sendable {
        package var table: String
        package var key: String

        package init(table: String, key: String) {
            self.table = table
            self.key = key
        }
    }

    /// The catalog with only the entries that `lookups` find (by key, or by the skeleton of a key
    /// with format specifiers), in the same order: ``entries(table:key:folder:)`` answers every one
    /// of them as the whole catalog does, and ``developmentLanguage`` and ``problems`` are kept.
    package func keeping(_ lookups: Set<Lookup>) -> LocalizationCatalog {
        LocalizationCatalog(
            sorted: Self.found(by: lookups, in: strings), sourceLanguage: sourceLanguage, problems: problems)
    }

    /// The entries of `strings` that `lookups` find, by key or by the skeleton of a key with format
    /// specifiers, in their order: of a whole catalog's strings or of each table's in turn, the
    /// same entries.
    package static func found(by lookups: Set<Lookup>, in strings: [LocalizedString]) -> [LocalizedString] {
        let finder = Finder(lookups)
        return strings.filter { finder.finds(table: $0.table, key: $0.key) }
    }

    /// Whether a set of lookups finds an entry: by its table and key, or by the skeleton of a key
    /// with format specifiers (``entries(table:key:folder:)``).
    package struct Finder: Sendable {
        private let lookups: Set<Lookup>
        private let skeletons: Set<Lookup>
        /// The tables some lookup names.
        private let tables: Set<String>

        package init(_ lookups: Set<Lookup>) {
            self.lookups = lookups
            skeletons = Set(
                lookups.filter { $0.key.containsText("%") }.map {
                    Lookup(table: $0.table, key: FormatSpecifiers.skeleton(of: $0.key))
                })
            tables = Set(lookups.map(\.table))
        }

        /// Whether some key of `table` may be found: when not, no entry of it is.
        package func looksUp(table: String) -> Bool {
            tables.contains(table)
        }

        package func finds(table: String, key: String) -> Bool {
            if lookups.contains(Lookup(table: table, key: key)) { return true }
            // Asked of every key of every table: a key without a `%` byte is answered without
            // ``Swift/String/containsText(_:)``'s copies.
            guard !skeletons.isEmpty, key.utf8.contains(UInt8(ascii: "%")), key.containsText("%") else { return false }
            return skeletons.contains(Lookup(table: table, key: FormatSpecifiers.skeleton(of: key)))
        }
    }

    /// Every language with at least one string, sorted.
    package var languages: [String] {
        Array(Set(strings.map(\.language))).sorted()
    }

    /// The language the app is written in: the catalogs' source language, else `en`.
    package var developmentLanguage: String { sourceLanguage ?? "en" }
}

/// A catalog kept by the run cache: its entries in order and its problems; the lookups are made
/// again when it is decoded.
extension LocalizationCatalog: Codable {
    private enum CodingKeys: String, CodingKey {
        case strings, sourceLanguage, problemFiles, problemReasons
    }

    package init(from decoder: any Decoder) throws {
        // In the order `encode(to:)` writes them: a positional coder (``BinaryCoder``) reads them so.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let strings = try container.decode([LocalizedString].self, forKey: .strings)
        let sourceLanguage = try container.decodeIfPresent(String.self, forKey: .sourceLanguage)
        let files = try container.decode([String].self, forKey: .problemFiles)
        let reasons = try container.decode([String].self, forKey: .problemReasons)
        guard files.count == reasons.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .problemReasons, in: container, debugDescription: "one reason per file")
        }
        self.init(sorted: strings, sourceLanguage: sourceLanguage, problems: Array(zip(files, reasons)))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strings, forKey: .strings)
        try container.encodeIfPresent(sourceLanguage, forKey: .sourceLanguage)
        try container.encode(problems.map(\.file), forKey: .problemFiles)
        try container.encode(problems.map(\.reason), forKey: .problemReasons)
    }
}
