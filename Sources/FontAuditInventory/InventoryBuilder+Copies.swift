import FontAuditModel
import FontInspectorModel
import Foundation

extension InventoryBuilder {
    /// Finds the fonts that are byte-identical copies of each other (``Inventory/identicalCopies``):
    /// only fonts with the same PostScript names and the same size are read and compared. `base`
    /// is the folder the fonts' paths are relative to; `prefix` is dropped from each path first
    /// (an `.ipa`'s `Payload/X.app/`).
    static func markCopies(_ inventory: inout Inventory, base: URL, prefix: String = "") {
        var groups: [[String]: [String]] = [:]
        for font in inventory.fonts where font.report.error == nil {
            let names = font.report.faces.compactMap(\.postscriptName)
            guard !names.isEmpty else { continue }
            groups[names, default: []].append(font.path)
        }
        for paths in groups.values where paths.count > 1 {
            func location(_ path: String) -> String {
                let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
                return relative.hasPrefix("/") ? relative : base.path + "/" + relative
            }
            // Same size first; then the bytes.
            var bySize: [Int: [String]] = [:]
            for path in paths {
                guard let size = Disk.size(of: location(path)) else { continue }
                bySize[size, default: []].append(path)
            }
            for sameSize in bySize.values where sameSize.count > 1 {
                var originals: [(path: String, data: Data)] = []
                for path in sameSize.sorted() {
                    guard let data = FileData.read(location(path)) else { continue }
                    if let original = originals.first(where: { $0.data == data }) {
                        inventory.identicalCopies[path] = original.path
                    } else {
                        originals.append((path, data))
                    }
                }
            }
        }
    }

    /// The files `manifest`'s target copies from `node_modules/`: there at build time, not in the
    /// checkout, so what they register is open.
    static func installedPackageCopies(of manifest: Manifest) -> [DynamicFontName] {
        manifest.appFonts.compactMap { entry in
            guard case .installedPackage(let package) = entry.resolution else { return nil }
            return DynamicFontName(
                file: manifest.path, line: entry.line ?? 1, api: "UIAppFonts", written: entry.value,
                reason: OpenReason(.notInCheckout, "node_modules/\(package)"))
        }
    }
}
