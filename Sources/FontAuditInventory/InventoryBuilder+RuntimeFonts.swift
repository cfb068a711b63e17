import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

extension InventoryBuilder {
    /// The font files a React Native app registers while it runs (`useFonts`, `Font.loadAsync`:
    /// ``SourceContribution/runtimeFonts``) made the inventory's: each file of the checkout read as
    /// the bundled ones are (Metro copies it into the bundle's `assets/`), registered by its call,
    /// and kept by alias. A request for an alias whose file the checkout lacks is left out: the
    /// face it names cannot be read.
    func addRuntimeFonts(_ found: inout SourceContribution, to inventory: inout Inventory, base: URL) async {
        guard !found.runtimeFonts.isEmpty else { return }
        let known = Set(inventory.fonts.map(\.path))
        let present = Set(found.runtimeFonts.compactMap(\.file)).filter {
            known.contains($0) || Disk.exists(base.appendingPathComponent($0).path)
        }
        let fresh = present.subtracting(known).sorted()
        let reports = await inspect(fresh.map { (base.appendingPathComponent($0), $0) })
        inventory.fonts =
            (inventory.fonts + zip(fresh, reports).map { FontFile(path: $0, bundlePath: "assets/" + $0, report: $1) })
            .sorted { ByteOrder.precedes($0.path, $1.path) }
        let bundlePaths = Dictionary(
            inventory.fonts.map { ($0.path, $0.bundlePath) }, uniquingKeysWith: { first, _ in first })
        var kept: [RuntimeFont] = []
        for font in found.runtimeFonts {
            guard let file = font.file else {
                kept.append(font)
                continue
            }
            guard present.contains(file), let bundlePath = bundlePaths[file] else { continue }
            kept.append(font)
            found.registrations.append(
                FontRegistration(
                    kind: .url, call: font.call, file: font.source, line: font.line, bundleReference: .main,
                    files: [bundlePath]))
        }
        let lost = Set(found.runtimeFonts.map(\.alias)).subtracting(kept.map(\.alias))
        found.requests.removeAll { lost.contains($0.name) && $0.source == .javaScript }
        inventory.runtimeFonts = kept
    }
}
