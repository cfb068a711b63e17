import FontAuditInventory
import FontAuditModel
import FontInspectorModel

extension FontGlyphMissingRule {
    /// The strings of each language that the app's text fonts (``Inventory/appTextFamilies()``)
    /// lack characters of, where no view ties a string to its font: one finding per family,
    /// language and app (where a source tree holds several Info.plists, each app's folder keeps
    /// its own: `Teacher/Teacher`, `Parent/Parent`), at the table with the most such strings,
    /// every string a related place.
    /// A family and language the views that show them already report (`reported`) is not said
    /// again, unless those views are a storyboard's or xib's own, whose table (`Main.strings`) is
    /// all they cover: then the language's other tables are said.
    func appTextFindings(
        in inventory: Inventory, reported: Set<ReportedTable>,
        registered: [(font: FontFile, face: FontFace)]
    ) -> [Finding] {
        let families = inventory.appTextFamilies()
        guard !families.isEmpty, !inventory.localizations.strings.isEmpty else { return [] }
        // The tables a storyboard or xib translates its own texts in (`Main` of `Main.strings`).
        let interfaceTables = Set(
            inventory.textUses.compactMap { use -> String? in
                guard case .localized(let table, _, _, _) = use.content,
                    use.file.hasSuffix(".storyboard") || use.file.hasSuffix(".xib")
                else { return nil }
                return table
            })
        let covered = Set(
            reported.filter { !interfaceTables.contains(FileName.stem(of: $0.file)) }.map { [$0.family, $0.language] })
        let apps = inventory.manifests.count > 1 ? inventory.manifests.map { FileName.parent(of: $0.path) } : []
        let tables = Inventory.AppTextTables()
        let strings = inventory.localizations.strings.filter { tables.contains($0.file) }
        let source = Self.sourceScalars(of: strings)
        // What each distinct character map lacks of each string, found once (a family per weight
        // shares its map with its siblings), each map on a core of its own.
        let (maps, familyFaces) = inventory.distinctTextMaps(of: families)
        let ascii = Inventory.coverPrintableASCII(maps)
        // On every core, a slice of the strings each.
        let slices = stride(from: 0, to: strings.count, by: 256).map { $0..<min($0 + 256, strings.count) }
        let lackedSlices = slices.concurrentMap { slice in
            slice.compactMap { offset -> (offset: Int, missing: [[Unicode.Scalar]])? in
                let entry = strings[offset]
                var missing = Inventory.missing(in: entry.values, of: maps, ascii: ascii)
                guard missing.contains(where: { !$0.isEmpty }) else { return nil }
                // What the English text of the same key holds is the app's own text, said once
                // there (a kaomoji in a command's description, a language's name in its script),
                // not a lack of every translation.
                if !Self.isSourceLanguage(entry.language), let shared = source[[entry.folder, entry.table, entry.key]] {
                    for index in missing.indices { missing[index].removeAll(where: shared.contains) }
                }
                return (offset, missing)
            }
        }
        var byMap = Array(repeating: [Int: [Unicode.Scalar]](), count: maps.count)
        for (offset, missing) in lackedSlices.joined() {
            for (index, scalars) in missing.enumerated() where !scalars.isEmpty { byMap[index][offset] = scalars }
        }
        let lacked = byMap
        // The app folder of each table file, found once (not once per string and family).
        var appFolders: [String: String] = [:]
        for entry in strings where appFolders[entry.file] == nil {
            appFolders[entry.file] = AppTextGroup.Key.folder(of: entry.file, apps: apps)
        }
        let folders = appFolders
        @Sendable func key(of entry: LocalizedString) -> AppTextGroup.Key {
            AppTextGroup.Key(language: entry.language, folder: folders[entry.file] ?? "")
        }
        // Each family on a core of its own (the rule runs by itself: ``spreadsItsWork``).
        let lacks = Array(zip(families, familyFaces)).concurrentMap { family, faces -> [FamilyLack] in
            guard !faces.isEmpty else { return [] }
            // Each face's label and map, taken out once: a face is a large value to copy per string.
            let labels = faces.map(\.face.label)
            let faceMaps = faces.map(\.map)
            var groups: [AppTextGroup.Key: AppTextGroup] = [:]
            var coveredLanguages: [String: Bool] = [:]
            for offset in Set(faces.flatMap { lacked[$0.map].keys }).sorted() {
                let entry = strings[offset]
                let isCovered =
                    coveredLanguages[entry.language]
                    ?? {
                        let answer = covered.contains([family.family, entry.language])
                        coveredLanguages[entry.language] = answer
                        return answer
                    }()
                guard !isCovered else { continue }
                var missing: [Unicode.Scalar] = []
                var lacking: [String] = []
                for (label, map) in zip(labels, faceMaps) {
                    guard let scalars = lacked[map][offset] else { continue }
                    lacking.append(label)
                    for scalar in scalars where !missing.contains(scalar) { missing.append(scalar) }
                }
                // A script the font lacks: letters (and their marks), not a star or an arrow in
                // one string, which the views that show it say where the audit can tie them.
                guard missing.contains(where: \.properties.isAlphabetic),
                    reported.isEmpty
                        || !reported.contains(
                            ReportedTable(family: family.family, language: entry.language, file: entry.file))
                else { continue }
                groups[key(of: entry), default: AppTextGroup()].add(
                    entry, offset: offset, missing: missing, faces: lacking)
            }
            return groups.map { FamilyLack(family: family, key: $0.key, group: $0.value, faces: faces.map(\.face)) }
        }.flatMap { $0 }
        // A family per weight (`Metropolis`, `Metropolis-SemiBold`) that lacks the same characters
        // of the same strings is one cause: said once, naming each. Other typefaces that lack them
        // too (a heading font beside the body font) keep their own finding.
        let names = Set(families.map(\.family))
        var merged: [[FamilyLack]] = []
        var index: [FamilyLack.Cause: Int] = [:]
        let ordered = lacks.sorted {
            ($0.family.family, $0.key.folder, $0.key.language) < ($1.family.family, $1.key.folder, $1.key.language)
        }
        for lack in ordered {
            let cause = lack.cause(root: Self.root(of: lack.family, among: names))
            if let at = index[cause] {
                merged[at].append(lack)
            } else {
                index[cause] = merged.count
                merged.append([lack])
            }
        }
        return merged.concurrentMap { finding(for: $0, registered: registered, in: inventory) }
    }

    /// The family `family` is a weight of, by the names its fonts give: `Metropolis-SemiBold` is
    /// one of `Metropolis` when `Metropolis` is among `names` and each face's style (nameID 17,
    /// else 2) is `Semi Bold`, the PostScript convention `Family-Style`; else its own name.
    static func root(of family: AppTextFamily, among names: Set<String>) -> String {
        guard let dash = family.family.lastIndex(of: "-") else { return family.family }
        let base = String(family.family[..<dash])
        let style = family.family[family.family.index(after: dash)...]
        func plain<S: StringProtocol>(_ text: S) -> String { String(text.filter { $0 != " " }).lowercased() }
        let styled = family.faces.allSatisfy { pair in
            plain(pair.face.typographicSubfamily ?? pair.face.subfamily ?? "") == plain(style)
        }
        return names.contains(base) && styled && !style.isEmpty ? base : family.family
    }

    /// Whether `language` is the one the app's strings are written in first: English, or Xcode's
    /// `Base`.
    static func isSourceLanguage(_ language: String) -> Bool {
        language == "en" || language.hasPrefix("en-") || language.hasPrefix("en_") || language == "Base"
    }

    /// The characters of each key's English text, by app folder, table and key.
    static func sourceScalars(of strings: [LocalizedString]) -> [[String]: Set<Unicode.Scalar>] {
        var scalars: [[String]: Set<Unicode.Scalar>] = [:]
        for entry in strings where isSourceLanguage(entry.language) {
            scalars[[entry.folder, entry.table, entry.key], default: []].formUnion(
                entry.values.flatMap(\.unicodeScalars))
        }
        return scalars
    }

    private func finding(
        for lacks: [FamilyLack], registered: [(font: FontFile, face: FontFace)], in inventory: Inventory
    ) -> Finding {
        let (family, language, group) = (lacks[0].family, lacks[0].key.language, lacks[0].group)
        let faces = lacks.flatMap(\.faces)
        let lackingLabels = lacks.reduce(into: Set<String>()) { $0.formUnion($1.group.faces) }
        let files = Array(Set(lacks.flatMap(\.family.files))).sorted()
        let places = group.strings.sorted { ($0.file, $0.line, $0.key) < ($1.file, $1.line, $1.key) }
        // Said at the table most of them are in, at its first such string.
        var perFile: [String: Int] = [:]
        for entry in places { perFile[entry.file, default: 0] += 1 }
        let table = perFile.keys.sorted().max { perFile[$0]! < perFile[$1]! }!
        let first = places.first { $0.file == table }!
        let examples = ([first] + places.filter { $0 != first }).prefix(Self.examples)
            .map { "\(FileName.lastComponent(of: $0.file)):\($0.line) \(quoted($0.key))" }
        let lacking = faces.filter { lackingLabels.contains($0.label) }
        let face = lacking.first ?? faces[0]
        var result = finding(
            .noGlyphInAppFont(
                families: lacks.map(\.family.family), faces: lacking.map(\.label), missing: group.missing,
                language: language, strings: places.count, examples: examples,
                requests: lacks.reduce(0) { $0 + $1.family.requests }, files: files),
            file: first.file, line: first.line, name: family.family,
            fix: Self.fix(
                missing: group.missing, languages: [language], face: face, registered: registered, in: inventory))
        var seen = Set<Finding.Place>()
        result.related = places.filter { $0 != first }.map { Finding.Place(file: $0.file, line: $0.line, column: nil) }
            .filter { seen.insert($0).inserted }
        return result
    }
}

/// What one app text family lacks of one language's strings.
private struct FamilyLack {
    var family: AppTextFamily
    var key: AppTextGroup.Key
    var group: AppTextGroup
    var faces: [FontFace]

    /// The lack as a cause: the typeface, the app, the language, the characters and the strings.
    struct Cause: Hashable {
        var root: String
        var key: AppTextGroup.Key
        var missing: Set<Unicode.Scalar>
        var strings: [Int]
    }

    func cause(root: String) -> Cause {
        Cause(
            root: root, key: key, missing: Set(group.missing),
            strings: group.offsets)
    }
}

/// A table whose strings of a language the views that show them in a family already report.
struct ReportedTable: Hashable {
    var family: String
    var language: String
    var file: String
}

/// The strings of one language in one folder of tables that an app text family lacks characters of.
private struct AppTextGroup {
    /// A language and the app its tables belong to: the folder of the innermost Info.plist (of
    /// `apps`) whose folder holds the table, else none.
    struct Key: Hashable {
        var language: String
        var folder: String

        /// The innermost of `apps` whose folder holds `file`, else none.
        static func folder(of file: String, apps: [String]) -> String {
            apps.filter { $0.isEmpty || file.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
        }
    }

    var strings: [LocalizedString] = []
    /// Where ``strings`` are among the strings checked: which they are, cheaply compared.
    var offsets: [Int] = []
    var missing: [Unicode.Scalar] = []
    /// ``missing`` as a set: a language the font lacks has hundreds.
    private var known = Set<Unicode.Scalar>()
    var faces: Set<String> = []

    mutating func add(_ entry: LocalizedString, offset: Int, missing: [Unicode.Scalar], faces: [String]) {
        strings.append(entry)
        offsets.append(offset)
        for scalar in missing where known.insert(scalar).inserted { self.missing.append(scalar) }
        self.faces.formUnion(faces)
    }
}

extension Finding.Message {
    /// The `faces` of `families`, the app's text fonts (asked for by `requests` requests in
    /// `files`), have no glyph for the `missing` characters of `strings` strings of `language`
    /// (the first `examples`), wherever the app shows them.
    static func noGlyphInAppFont(
        families: [String], faces: [String], missing: [Unicode.Scalar], language: String, strings: Int,
        examples: [String], requests: Int, files: [String]
    ) -> Self {
        let family = families[0]
        let named = quotedList(families)
        let one = families.count == 1
        let characters = FontGlyphMissingRule.list(missing)
        let shown = FontGlyphMissingRule.shown(examples, of: strings)
        let asked =
            "asked for \(requests) \(requests == 1 ? "time" : "times") in \(files.count) \(files.count == 1 ? "file" : "files"), "
            + quotedList(files.prefix(2).map(FileName.lastComponent(of:)))
            + (files.count > 2 ? "…" : "")
        let who = quotedList(faces)
        return Self(
            "noGlyphInAppFont",
            facts: [
                "family": families.joined(separator: ", "), "faces": faces.joined(separator: ", "),
                "missing": characters,
                "language": language, "strings": String(strings), "examples": shown,
                "requests": String(requests), "files": String(files.count),
            ],
            text:
                "\(named) \(one ? "is the text font" : "are text fonts") of this app (\(asked)), and \(who) \(faces.count == 1 ? "has" : "have") no glyph for \(missing.count) \(missing.count == 1 ? "character" : "characters") (\(characters)) of \(strings) \(quoted(language)) \(strings == 1 ? "string" : "strings") (\(shown)): wherever the app shows \(strings == 1 ? "it" : "them") in \(one ? quoted(family) : "these fonts"), \(missing.count == 1 ? "that character renders" : "those characters render") in the system font."
        )
    }
}
