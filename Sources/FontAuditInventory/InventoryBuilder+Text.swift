import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import FontInspectorReading
import Foundation

extension InventoryBuilder {
    /// Puts the text the sources show in custom fonts into the inventory, with what checking it
    /// needs: the strings tables and the character maps of the faces that show it. Both are read
    /// only when some text's font is known (every table and registered face with
    /// ``AuditOptions/readsAllText``), so an app without such text costs nothing more. The uses
    /// themselves are put in by ``apply(_:to:packages:exactLayout:)``, which resolves their fonts.
    /// - Parameter base: The folder shown paths are relative to.
    func attachText(_ found: SourceContribution, to inventory: inout Inventory, base: URL) {
        let files = found.localizationFiles.filter { Disk.exists($0.path) }.map { (path: $0.path, display: $0.display) }
        // The faces the requests reach, read for whether they are text fonts the app's strings
        // are set in (``Inventory/appTextFamilies()``), when there are strings to check.
        let requested = files.isEmpty ? [] : inventory.requestedFontPaths
        guard !inventory.textUses.isEmpty || !requested.isEmpty || options.readsAllText else { return }
        var paths = Set<String>()
        if options.readsAllText {
            paths = inventory.registeredPaths
        } else {
            // The faces that show known text, and the other registered faces of their families
            // (a fix names one that covers what they lack).
            var families = Set<String>()
            for use in inventory.textUses {
                guard let (font, face) = inventory.textFont(of: use) else { continue }
                paths.insert(font.path)
                families.insert(face.typographicFamily ?? face.family ?? "")
            }
            if !families.isEmpty {
                let registered = inventory.registeredPaths
                for font in inventory.fonts
                where registered.contains(font.path)
                    && font.report.faces.contains(where: { families.contains($0.typographicFamily ?? $0.family ?? "") })
                {
                    paths.insert(font.path)
                }
            }
        }
        guard !paths.isEmpty || !requested.isEmpty || options.readsAllText else { return }
        guard let inspector = try? FontFileInspector(nameRecords: false) else { return }
        for path in paths.union(requested).sorted() {
            let disk = path.hasPrefix("/") ? path : base.path + "/" + path
            let maps = inspector.characterMaps(ofFileAt: URL(fileURLWithPath: Disk.exists(disk) ? disk : path))
            if !maps.isEmpty { inventory.characterMaps[path] = maps }
        }
        let appFamilies = requested.isEmpty ? [] : inventory.appTextFamilies()
        guard !paths.isEmpty || !appFamilies.isEmpty || options.readsAllText else { return }
        // An audit looks up only the keys its text names; coverage reads every string.
        let lookups =
            options.readsAllText
            ? nil
            : Set(
                inventory.textUses.compactMap { use -> LocalizationCatalog.Lookup? in
                    guard case .localized(let table, let key, _, _) = use.content else { return nil }
                    return LocalizationCatalog.Lookup(table: table, key: key)
                })
        var catalog: LocalizationCatalog
        if let lookups, !appFamilies.isEmpty {
            // The app's text fonts: besides what the text looks up, every string the app shows
            // with a character one of their faces lacks, whichever view shows it (the rule says
            // where each is). Each table is read once, whole.
            // Each distinct map once: a family per weight shares its map with its siblings.
            let maps = appFamilies.flatMap(\.faces).reduce(into: [CharacterMap]()) { maps, pair in
                if let map = inventory.characterMap(of: pair.font, face: pair.face), !maps.contains(map) {
                    maps.append(map)
                }
            }
            let all = LocalizationReader(tables: tables).readEntries(files, store: store)
            let finder = LocalizationCatalog.Finder(lookups)
            let filter = CharacterFilter()
            // A value each of whose scalars every face maps is covered as written (the common case:
            // Unicode composition, which finds what is drawn, is the slow part); any other has
            // its drawn characters found once, then looked up in each face's map.
            let ascii = Inventory.coverPrintableASCII(maps)
            @Sendable func lacks(_ value: String) -> Bool {
                if value.unicodeScalars.allSatisfy({ scalar in
                    scalar.value <= 0x20 || (ascii && scalar.value < 0x7F) || maps.allSatisfy { $0.contains(scalar) }
                }) {
                    return false
                }
                let drawn = filter.drawnScalars(in: value)
                return maps.contains { map in drawn.contains { !map.contains($0) } }
            }
            let tables = Inventory.AppTextTables()
            let appText = Set(all.strings.map(\.file)).filter(tables.contains)
            // On every core, a slice of the strings each (a React Native app's 30,000).
            let slices = stride(from: 0, to: all.strings.count, by: 2_048).map {
                all.strings[$0..<min($0 + 2_048, all.strings.count)]
            }
            let kept = slices.concurrentMap { slice in
                slice.filter { entry in
                    finder.finds(table: entry.table, key: entry.key)
                        || (appText.contains(entry.file) && entry.values.contains(where: lacks))
                }
            }.flatMap { $0 }
            // Kept in the catalog's order: no sort again.
            catalog = LocalizationCatalog(
                sorted: kept, sourceLanguage: all.sourceLanguage,
                problems: Array(zip(all.problemFiles, all.problemReasons)))
        } else {
            catalog = LocalizationReader(tables: tables).read(files, store: store, keeping: lookups)
        }
        inventory.localizations = catalog
        for problem in catalog.problems { inventory.unreadableSources[problem.file] = problem.reason }
    }
}
