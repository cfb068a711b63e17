import FontInspector
import Foundation

extension InventoryBuilder {
    /// Extensions of the files that make a folder a web page's or an interpreter's.
    static let engineFileExtensions: Set<String> = ["html", "htm", "xhtml", "css", "js", "mjs", "py", "pyc"]

    /// Fills ``Inventory/engineFontPaths``: each font whose folder, or a folder above it that the
    /// bundle copies with it (as many levels as its bundle path has folders), directly holds a web
    /// or script file. A file copied flat is judged by its own folder only; in a source tree, where
    /// folder references are not known, by its folder and the one above (`Help/fonts/X.ttf` beside
    /// `Help/index.html`). `base` is the folder the fonts' paths are relative to.
    static func markEngineFonts(_ inventory: inout Inventory, base: URL) {
        var verdicts: [String: Bool] = [:]
        func holdsEngineFiles(_ folder: String) -> Bool {
            if let known = verdicts[folder] { return known }
            let absolute = folder.hasPrefix("/") ? folder : (folder.isEmpty ? base.path : base.path + "/" + folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
            let found = names.contains { engineFileExtensions.contains(FileName.pathExtension(of: $0)) }
            verdicts[folder] = found
            return found
        }
        for font in inventory.fonts where font.bundle == nil {
            let copiedLevels = max(inventory.layout == .sourceTree ? 2 : 1, font.bundlePath.split(separator: "/").count)
            var folder = FileName.parent(of: font.path)
            for _ in 0..<copiedLevels {
                if holdsEngineFiles(folder) {
                    inventory.engineFontPaths.insert(font.path)
                    break
                }
                if folder.isEmpty || folder == "/" { break }
                folder = FileName.parent(of: folder)
            }
        }
    }
}
