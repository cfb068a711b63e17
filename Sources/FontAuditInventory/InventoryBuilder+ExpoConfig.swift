import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

// An Expo config that takes code from the app's own modules (`import withIosDeploymentTarget from
// "./plugins/withIosDeploymentTarget"`): what it registers is known when those modules name no font.
extension InventoryBuilder {
    /// The extensions Node and `tsx` try for a specifier written without one, in their order.
    private static let moduleExtensions = [".ts", ".js", ".mjs", ".cjs", ".tsx", ".jsx"]

    /// The config `name` in `folder`, read (nil when there is no such file). A module of the app's
    /// own that it imports counts as adding fonts unless it, and every module of the app's own it
    /// imports in turn, is read whole and names no font (``ExpoConfig/localModule(_:)``).
    static func readExpoConfig(named name: String, in folder: URL) -> ExpoConfig? {
        guard let bytes = FileData.readBytes(folder.appendingPathComponent(name).path) else { return nil }
        let config = ExpoConfig.read(bytes)
        guard config.importsLocalModule else { return config }
        var seen = Set<String>()
        return config.clearingLocalModules { specifier in
            addsNoFont(specifier, from: folder, seen: &seen)
        }
    }

    /// Whether the module `specifier` names, from `folder`, is found and it and the app's own
    /// modules it imports name no font. A module met again is taken as read.
    private static func addsNoFont(_ specifier: String, from folder: URL, seen: inout Set<String>) -> Bool {
        guard let file = resolvedModule(specifier, from: folder) else { return false }
        guard seen.insert(file.standardizedFileURL.path).inserted else { return true }
        guard seen.count <= 16, let bytes = FileData.readBytes(file.path) else { return false }
        let module = ExpoConfig.localModule(bytes)
        guard !module.touchesFonts else { return false }
        let next = file.deletingLastPathComponent()
        return module.imports.allSatisfy { addsNoFont($0, from: next, seen: &seen) }
    }

    /// The file a relative specifier names as Node resolves it: the path, then with each
    /// extension, then the folder's `index`.
    private static func resolvedModule(_ specifier: String, from folder: URL) -> URL? {
        let base = folder.appendingPathComponent(specifier)
        let candidates =
            [base.path] + moduleExtensions.map { base.path + $0 }
            + moduleExtensions.map { base.appendingPathComponent("index").path + $0 }
        return candidates.first { Disk.kind(of: $0) == .file }.map { URL(fileURLWithPath: $0) }
    }
}
