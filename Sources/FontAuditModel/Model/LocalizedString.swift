/// One key of a strings table in one language: every value it can show (plural and device
/// variations each give one), and where it is written.
package struct LocalizedString: Sendable, Hashable, Codable {
    /// The table: the file name without its extension (`Localizable`, `Main` for `Main.storyboard`).
    package var table: String {
        get { storage.table }
        set { unique().table = newValue }
    }
    /// The key (`greeting`, or `abc-12-xyz.text` for a storyboard element).
    package var key: String {
        get { storage.key }
        set { unique().key = newValue }
    }
    /// The language (`pl`, `pt-BR`, `Base`), from the `.lproj` folder or the catalog.
    package var language: String {
        get { storage.language }
        set { unique().language = newValue }
    }
    /// Every value the key shows in that language.
    package var values: [String] {
        get { storage.values }
        set { unique().values = newValue }
    }
    /// The file, relative to the audited path.
    package var file: String {
        get { storage.file }
        set { unique().file = newValue }
    }
    /// 1-based line of the key in the file.
    package var line: Int {
        get { storage.line }
        set { unique().line = newValue }
    }
    /// The folder the table belongs to: the one holding the `.lproj` folders (or the catalog), so
    /// a storyboard finds its own translations and not those of another storyboard of the same name.
    package var folder: String {
        get { storage.folder }
        set { unique().folder = newValue }
    }

    /// The fields, shared by copies until one is changed: an app's strings are copied whole many
    /// times (read, merged, sorted, attached, filtered), and a copy of seven fields was six
    /// retains and six releases; it is one (a tenth of a cold run of a large React Native app).
    private final class Storage: @unchecked Sendable {
        var table: String
        var key: String
        var language: String
        var values: [String]
        var file: String
        var line: Int
        var folder: String

        init(table: String, key: String, language: String, values: [String], file: String, line: Int, folder: String) {
            self.table = table
            self.key = key
            self.language = language
            self.values = values
            self.file = file
            self.line = line
            self.folder = folder
        }

        func copy() -> Storage {
            Storage(table: table, key: key, language: language, values: values, file: file, line: line, folder: folder)
        }
    }

    private var storage: Storage

    /// The storage, made this value's own before it is changed.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    package init(
        table: String, key: String, language: String, values: [String], file: String, line: Int, folder: String
    ) {
        storage = Storage(
            table: table, key: key, language: language, values: values, file: file, line: line, folder: folder)
    }

    private enum CodingKeys: String, CodingKey { case table, key, language, values, file, line, folder }

    /// Decodes the fields in the order ``encode(to:)`` writes them (a positional coder reads by order).
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let table = try c.decode(String.self, forKey: .table)
        let key = try c.decode(String.self, forKey: .key)
        let language = try c.decode(String.self, forKey: .language)
        let values = try c.decode([String].self, forKey: .values)
        let file = try c.decode(String.self, forKey: .file)
        let line = try c.decode(Int.self, forKey: .line)
        let folder = try c.decode(String.self, forKey: .folder)
        self.init(table: table, key: key, language: language, values: values, file: file, line: line, folder: folder)
    }

    /// Encodes every field, in their declaration order (as the synthesized coding did).
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(table, forKey: .table)
        try c.encode(key, forKey: .key)
        try c.encode(language, forKey: .language)
        try c.encode(values, forKey: .values)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(folder, forKey: .folder)
    }

    package static func == (lhs: LocalizedString, rhs: LocalizedString) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.table == rhs.table && lhs.key == rhs.key && lhs.language == rhs.language
                && lhs.values == rhs.values && lhs.file == rhs.file && lhs.line == rhs.line && lhs.folder == rhs.folder)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(table)
        hasher.combine(key)
        hasher.combine(language)
        hasher.combine(values)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(folder)
    }
}
