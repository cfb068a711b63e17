import FontInspector
import Foundation

extension InventoryBuilder {
    /// Extensions of the files that make a folder a web page's or an interpreter's.
    static let engineFileExtensions: Set<String> = ["html", "htm", "xhtml", "css", "js", "mjs", "py", "pyc"]

    /// Fills ``Inventory/engineFontPaths``: each font whose folder, or a folder above it that the
    /// bundle copies with it (as many levels as its bundle path has folders), directly holds a web
    /// or script file. A file copied flat is judged by its own folder only; in a source tree, where
    /// folder references are not known, by its folder and the one above (`Help/fonts/X.ttf` beside
    /// `Help/index.html`). A font nothing registers is the engine's too when a web or script file in
    /// its folder or one of the two above names its file. `base` is the folder the fonts' paths are
    /// relative to.
    static func markEngineFonts(_ inventory: inout Inventory, base: URL) {
        var verdicts: [String: Bool] = [:]
        var webTexts: [String: [Data]] = [:]
        func absolute(_ folder: String) -> String {
            folder.hasPrefix("/") ? folder : (folder.isEmpty ? base.path : base.path + "/" + folder)
        }
        func names(in folder: String) -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: absolute(folder))) ?? []
        }
        func holdsEngineFiles(_ folder: String) -> Bool {
            if let known = verdicts[folder] { return known }
            let found = names(in: folder).contains { engineFileExtensions.contains(FileName.pathExtension(of: $0)) }
            verdicts[folder] = found
            return found
        }
        // The web and script files a folder holds itself, read once (at most 8 MiB each).
        func webFiles(in folder: String) -> [Data] {
            if let known = webTexts[folder] { return known }
            let texts = names(in: folder).filter { engineFileExtensions.contains(FileName.pathExtension(of: $0)) }.sorted()
                .map { absolute(folder) + "/" + $0 }
                .filter { ((try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? .max) <= 8 << 20 }
                .compactMap(FileData.read)
            webTexts[folder] = texts
            return texts
        }
        let accounted = inventory.registeredPaths
        for font in inventory.fonts {
            let copiedLevels = max(inventory.layout == .sourceTree ? 2 : 1, font.bundlePath.split(separator: "/").count)
            var folder = FileName.parent(of: font.path)
            var found = false
            for _ in 0..<copiedLevels {
                if holdsEngineFiles(folder) { found = true; break }
                if folder.isEmpty || folder == "/" { break }
                folder = FileName.parent(of: folder)
            }
            // A web page elsewhere in the bundle that names the file (`@font-face { src:
            // url(Lora-Bold.ttf) }` in a script two folders up): the web view's font, when nothing
            // registers it.
            if !found, !accounted.contains(font.path) {
                let needle = Data(FileName.lastComponent(of: font.path).utf8)
                var folder = FileName.parent(of: font.path)
                for _ in 0..<3 {
                    if webFiles(in: folder).contains(where: { $0.range(of: needle) != nil }) { found = true; break }
                    if folder.isEmpty || folder == "/" { break }
                    folder = FileName.parent(of: folder)
                }
            }
            if found { inventory.engineFontPaths.insert(font.path) }
        }
    }
}
