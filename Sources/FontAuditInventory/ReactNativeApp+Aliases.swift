import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

extension ReactNativeApp {
    /// The specifiers the app's tooling rewrites: `paths` of its `tsconfig.json` (Expo's Metro
    /// applies them) and the `alias` of Babel's module-resolver in `babel.config.js` or `.babelrc`;
    /// `shown` is the app's folder as shown.
    func pathAliases(shown: String) -> [JavaScriptPathAlias] {
        var aliases: [JavaScriptPathAlias] = []
        for name in ["babel.config.js", ".babelrc", ".babelrc.js"] {
            if let bytes = FileData.readBytes(folder.appendingPathComponent(name).path) {
                aliases += JavaScriptPathAlias.babel(bytes, folder: shown)
            }
        }
        // Babel's first: a catch-all of tsconfig (`"*"`) must not hide them. A tsconfig without
        // `paths` takes its base's (`extends`, Nx's `tsconfig.base.json` at the workspace's top),
        // each relative to the file that writes it.
        var config = folder.appendingPathComponent("tsconfig.json")
        var configShown = shown
        for _ in 0..<4 {
            guard let bytes = FileData.readBytes(config.path) else { break }
            if JavaScriptPathAlias.tsconfigHasPaths(bytes) {
                aliases += JavaScriptPathAlias.tsconfig(bytes, folder: configShown)
                break
            }
            guard let base = JavaScriptPathAlias.tsconfigBase(bytes) else { break }
            config = config.deletingLastPathComponent().appendingPathComponent(base).standardizedFileURL
            let folderShown = JavaScriptPathAlias.normalized(
                (configShown.isEmpty ? "" : configShown + "/") + FileName.parent(of: base))
            // A base outside the audited folder is not read.
            guard !folderShown.hasPrefix("..") else { break }
            configShown = folderShown
        }
        return aliases
    }
}

extension InventoryBuilder {
    /// The folders the app's path aliases point into outside its own folder and its workspace
    /// packages': Nx's libraries (`"@acme/ui": ["libs/ui/src/index.ts"]` in the workspace's
    /// `tsconfig.base.json`), whose code Metro bundles where the app imports it. Each is the
    /// nearest folder above the alias's target that holds a `project.json` or a `package.json`,
    /// below the audited folder (a target with none is left out: the audit cannot tell its package).
    func aliasedFolders(of app: ReactNativeApp, root: URL) -> [URL] {
        let key = app.folder.path + "\u{0}" + root.path
        if let known = Self.aliasedFolderCache.withLock({ $0[key] }) { return known }
        let base = root.standardizedFileURL.path
        let known = [app.folder.path] + app.workspacePackages().map(\.folder.path)
        var found: [URL] = []
        for alias in app.pathAliases(shown: shownFolder(of: app, root: root))
        where !alias.target.hasPrefix("..") && !alias.target.split(separator: "/").contains("node_modules") {
            var folder =
                base + "/"
                + (FileName.pathExtension(of: alias.target).isEmpty
                    ? alias.target : FileName.parent(of: alias.target))
            // A target at the top (`"~/*": ["./*"]`, `"@env": ["env.ts"]`) names no library.
            while folder.hasSuffix("/") { folder.removeLast() }
            if folder.count <= base.count || known.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                continue
            }
            while folder.count > base.count, folder.hasPrefix(base + "/") {
                if ["project.json", "package.json"].contains(where: { Disk.kind(of: folder + "/" + $0) == .file }) {
                    if !found.contains(where: { $0.path == folder }) { found.append(URL(fileURLWithPath: folder)) }
                    break
                }
                folder = FileName.parent(of: folder)
            }
        }
        found.sort { $0.path < $1.path }
        Self.aliasedFolderCache.withLock { $0[key] = found }
        return found
    }

    private static let aliasedFolderCache = Locked<[String: [URL]]>([:])
}
