import FontAuditModel
import FontInspectorModel
import Foundation

extension InventoryBuilder {
    /// Extensions of the files that make a folder a web page's: a page or a stylesheet beside a
    /// font, or above it inside the same copy. A script counts only where it names the font in a
    /// CSS `url(…)` (a build script or a React Native asset index beside app fonts does not), and
    /// an interpreter's package by its `__init__.py`.
    static let engineFileExtensions: Set<String> = ["html", "htm", "xhtml", "css"]
    /// Extensions of the files searched for a font's name in a CSS `url(…)`.
    static let webSourceExtensions: Set<String> = ["html", "htm", "xhtml", "css", "js", "mjs"]

    /// Fills ``Inventory/engineFontPaths``: each font whose folder, or a folder above it that the
    /// bundle copies with it (as many levels as its bundle path has folders), directly holds a page,
    /// a stylesheet or a Python package's `__init__.py`. A file copied flat is judged by its own
    /// folder only; in a source tree, where folder references are not known, by its folder and the
    /// one above (`Help/fonts/X.ttf` beside `Help/index.html`). A font nothing registers is the
    /// engine's too when a page, stylesheet or script in its folder or one of the two above names its
    /// file in a CSS `url(…)`. `base` is the folder the fonts' paths are relative to.
    static func markEngineFonts(_ inventory: inout Inventory, base: URL) {
        var verdicts: [String: Bool] = [:]
        var webTexts: [String: [Data]] = [:]
        func absolute(_ folder: String) -> String {
            folder.hasPrefix("/") ? folder : (folder.isEmpty ? base.path : base.path + "/" + folder)
        }
        func names(in folder: String) -> [String] {
            Disk.names(in: absolute(folder)) ?? []
        }
        func holdsEngineFiles(_ folder: String) -> Bool {
            if let known = verdicts[folder] { return known }
            let found = names(in: folder).contains {
                engineFileExtensions.contains(FileName.pathExtension(of: $0)) || $0 == "__init__.py"
            }
            verdicts[folder] = found
            return found
        }
        // The web and script files a folder holds itself, read once (at most 8 MiB each).
        func webFiles(in folder: String) -> [Data] {
            if let known = webTexts[folder] { return known }
            let texts = names(in: folder).filter { webSourceExtensions.contains(FileName.pathExtension(of: $0)) }
                .sorted()
                .map { absolute(folder) + "/" + $0 }
                .filter { (Disk.size(of: $0) ?? .max) <= 8 << 20 }
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
                if holdsEngineFiles(folder) {
                    found = true
                    break
                }
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
                    if webFiles(in: folder).contains(where: { Self.namesInCSSURL($0, needle) }) {
                        found = true
                        break
                    }
                    if folder.isEmpty || folder == "/" { break }
                    folder = FileName.parent(of: folder)
                }
            }
            if found { inventory.engineFontPaths.insert(font.path) }
        }
    }

    /// Whether `text` names `file` inside a CSS `url(…)`: `url(Lora-Bold.ttf)`,
    /// `url('fonts/Lora-Bold.ttf')`, within 128 bytes after the `url(`.
    static func namesInCSSURL(_ text: Data, _ file: Data) -> Bool {
        let opener = Data("url(".utf8)
        var start = text.startIndex
        while let hit = text.range(of: file, in: start..<text.endIndex) {
            let window = text[max(text.startIndex, hit.lowerBound - 128)..<hit.lowerBound]
            if let open = window.range(of: opener, options: .backwards),
                !window[open.upperBound...].contains(UInt8(ascii: ")"))
            {
                return true
            }
            start = hit.upperBound
        }
        return false
    }
}
