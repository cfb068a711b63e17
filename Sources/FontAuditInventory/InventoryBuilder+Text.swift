import FontInspectorModel
import FontInspectorReading
import FontAuditModel
import FontAuditReaders
import FontInspector
import Foundation

extension InventoryBuilder {
    /// Puts the text the sources show in custom fonts into the inventory, with what checking it
    /// needs: the strings tables and the character maps of the faces that show it. Both are read
    /// only when some text's font is known (every table and registered face with
    /// ``AuditOptions/readsAllText``), so an app without such text costs nothing more. The uses
    /// themselves are put in by ``apply(_:to:packages:exactLayout:)``, which resolves their fonts.
    /// - Parameter base: The folder shown paths are relative to.
    func attachText(_ found: SourceContribution, to inventory: inout Inventory, base: URL) {
        guard !inventory.textUses.isEmpty || options.readsAllText else { return }
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
                for font in inventory.fonts where registered.contains(font.path)
                    && font.report.faces.contains(where: { families.contains($0.typographicFamily ?? $0.family ?? "") }) {
                    paths.insert(font.path)
                }
            }
        }
        guard !paths.isEmpty || options.readsAllText else { return }
        let files = found.localizationFiles.filter { Disk.exists($0.path) }
        // An audit looks up only the keys its text names; coverage reads every string.
        let lookups = options.readsAllText ? nil : Set(inventory.textUses.compactMap { use -> LocalizationCatalog.Lookup? in
            guard case .localized(let table, let key, _, _) = use.content else { return nil }
            return LocalizationCatalog.Lookup(table: table, key: key)
        })
        let catalog = LocalizationReader().read(files, store: store, keeping: lookups)
        inventory.localizations = catalog
        for problem in catalog.problems { inventory.unreadableSources[problem.file] = problem.reason }
        guard let inspector = try? FontFileInspector(nameRecords: false) else { return }
        for path in paths.sorted() {
            let disk = path.hasPrefix("/") ? path : base.path + "/" + path
            let maps = inspector.characterMaps(ofFileAt: URL(fileURLWithPath: Disk.exists(disk) ? disk : path))
            if !maps.isEmpty { inventory.characterMaps[path] = maps }
        }
    }
}
