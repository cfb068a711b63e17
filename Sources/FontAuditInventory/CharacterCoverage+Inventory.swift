import FontAuditModel
import FontInspectorReading

extension CharacterCoverage {
    /// The coverage of an inventory built with ``AuditOptions/readsAllText``.
    package init(inventory: Inventory) {
        let filter = CharacterFilter()
        var characters: [String: Set<Unicode.Scalar>] = [:]
        var strings: [String: Int] = [:]
        var dynamic: [String: Int] = [:]
        func add(_ text: String, language: String) {
            let scan = filter.scan(text)
            characters[language, default: []].formUnion(scan.scalars)
            strings[language, default: 0] += 1
            dynamic[language, default: 0] += scan.dynamic
        }
        for entry in inventory.localizations.strings {
            for value in entry.values { add(value, language: entry.language) }
        }
        for use in inventory.textUses {
            switch use.content {
            case .verbatim, .localized(_, _, _, true): break
            case .localized(let table, let key, let folder, false):
                // A key that a table translates is not shown as written.
                if !inventory.localizations.entries(table: table, key: key, folder: folder).isEmpty { continue }
            }
            add(use.written, language: Self.sourceText)
            dynamic[Self.sourceText, default: 0] += use.dynamicParts
        }
        let languages = characters.keys.sorted().map { code in
            Language(
                code: code, strings: strings[code] ?? 0,
                characters: String(String.UnicodeScalarView(characters[code]!.sorted { $0.value < $1.value })),
                dynamicParts: dynamic[code] ?? 0)
        }
        let registered = inventory.registeredPaths
        var faces: [Face] = []
        for (font, face) in inventory.faces(
            of: inventory.fonts.filter { registered.contains($0.path) && $0.report.loadableOnIOS })
        {
            guard let map = inventory.characterMap(of: font, face: face) else { continue }
            let shares = languages.map { language -> Share in
                let missing = language.characters.unicodeScalars.filter { !map.contains($0) }
                return Share(
                    language: language.code, covered: language.characters.unicodeScalars.count - missing.count,
                    total: language.characters.unicodeScalars.count, missing: String(String.UnicodeScalarView(missing)))
            }
            faces.append(Face(postscriptName: face.label, file: font.path, languages: shares))
        }
        self.init(
            target: inventory.target?.target.name, languages: languages,
            faces: faces.sorted { ($0.postscriptName, $0.file) < ($1.postscriptName, $1.file) })
    }
}
