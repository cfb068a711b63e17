import FontAuditModel
import FontAuditReaders
import FontInspectorModel
import Foundation

/// A package of a JavaScript workspace that a React Native app depends on: its code is the app's
/// code (Metro bundles it), though it lives beside the app's folder (`packages/ui`, `shared/`).
struct WorkspacePackage: Sendable, Hashable {
    var manifest: JavaScriptWorkspace.Manifest
    var folder: URL
}

extension ReactNativeApp {
    /// The packages of the app's workspace that it depends on, and the workspace packages those
    /// depend on in turn, by name. Empty when the app is in no workspace (no folder from its own
    /// up to the repository's top declares one in `package.json` `workspaces` or
    /// `pnpm-workspace.yaml`).
    func workspacePackages() -> [WorkspacePackage] {
        if let known = Self.workspaceCache.withLock({ $0[folder.path] }) { return known }
        var found: [WorkspacePackage] = []
        let byName = Dictionary(
            everyWorkspacePackage().map { ($0.manifest.name, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted = dependencies.filter { byName[$0] != nil }.sorted()
        var taken = Set<String>()
        while let name = wanted.popLast() {
            guard taken.insert(name).inserted, let package = byName[name] else { continue }
            found.append(package)
            wanted += package.manifest.dependencies.filter { byName[$0] != nil && !taken.contains($0) }.sorted()
        }
        found.sort { $0.folder.path < $1.folder.path }
        Self.workspaceCache.withLock { $0[folder.path] = found }
        return found
    }

    private static let workspaceCache = Locked<[String: [WorkspacePackage]]>([:])

    /// Every package of the app's workspace but the app (empty when it is in none), by name: the
    /// package manager links each into the top `node_modules`, so code may import one it does
    /// not declare (yarn's hoisting), and Metro resolves it there.
    func everyWorkspacePackage() -> [WorkspacePackage] {
        if let known = Self.everyCache.withLock({ $0[folder.path] }) { return known }
        var byName: [String: WorkspacePackage] = [:]
        for url in Self.workspace(around: folder) ?? [] where url.standardizedFileURL.path != folder.path {
            guard let data = FileData.read(url.appendingPathComponent("package.json").path),
                let manifest = JavaScriptWorkspace.Manifest(data), byName[manifest.name] == nil
            else { continue }
            byName[manifest.name] = WorkspacePackage(manifest: manifest, folder: url.standardizedFileURL)
        }
        let found = byName.values.sorted { $0.manifest.name < $1.manifest.name }
        Self.everyCache.withLock { $0[folder.path] = found }
        return found
    }

    private static let everyCache = Locked<[String: [WorkspacePackage]]>([:])

    /// The package folders of the workspace whose root is `folder` (its `package.json` declares
    /// `workspaces`, or a `pnpm-workspace.yaml` is beside it), sorted; nil when it is no root.
    static func workspacePackageFolders(at folder: URL) -> [URL]? {
        guard let patterns = workspacePatterns(at: folder.standardizedFileURL) else { return nil }
        let found = patterns.flatMap { folders(matching: $0, in: folder.standardizedFileURL) }
        return Array(Set(found.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
    }

    /// The workspace patterns a folder declares, or nil.
    private static func workspacePatterns(at folder: URL) -> [String]? {
        if let data = FileData.read(folder.appendingPathComponent("package.json").path),
            let patterns = JavaScriptWorkspace.patterns(packageJSON: data)
        {
            return patterns
        }
        if let yaml = FileData.read(folder.appendingPathComponent("pnpm-workspace.yaml").path) {
            return JavaScriptWorkspace.patterns(pnpmWorkspace: String(decoding: yaml, as: UTF8.self))
        }
        // An Nx workspace with one package.json at its top (Nx's single-version policy): its
        // projects are the folders of `workspaceLayout`'s apps and libraries (`apps`, `libs`).
        guard let nx = FileData.read(folder.appendingPathComponent("nx.json").path) else { return nil }
        let layout =
            (try? JSONSerialization.jsonObject(with: nx) as? [String: Any])?["workspaceLayout"] as? [String: Any]
        return [
            ((layout?["appsDir"] as? String) ?? "apps") + "/*", ((layout?["libsDir"] as? String) ?? "libs") + "/**",
        ]
    }

    /// The package folders of the workspace `folder` is in: the nearest folder from `folder` up to
    /// the repository's top (the folder with `.git`) that declares workspace patterns, each pattern
    /// matched against its folders. Nil when there is none.
    static func workspace(around folder: URL) -> [URL]? {
        var current = folder.standardizedFileURL
        for _ in 0..<8 {
            if let patterns = workspacePatterns(at: current) {
                return patterns.flatMap { folders(matching: $0, in: current) }
            }
            let parent = current.deletingLastPathComponent()
            guard !Disk.exists(current.appendingPathComponent(".git").path), parent.path != current.path else {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The folders below `root` a workspace pattern names (`packages/*`, `apps/**`, `native`) that
    /// hold a `package.json`; `node_modules` and hidden folders are never packages.
    static func folders(matching pattern: String, in root: URL) -> [URL] {
        var current = [root]
        let parts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
        for part in parts {
            var next: [URL] = []
            for folder in current {
                if part == "**" {
                    next += descendants(of: folder, depth: 4) + [folder]
                } else if part.contains("*") {
                    let glob = PathPattern(pattern: part)
                    next += subfolders(of: folder).filter { glob.matches($0.lastPathComponent) }
                } else {
                    let child = folder.appendingPathComponent(part)
                    if Disk.isFolder(child.path) { next.append(child) }
                }
            }
            current = next
        }
        return current.filter { Disk.kind(of: $0.appendingPathComponent("package.json").path) == .file }
    }

    private static func subfolders(of folder: URL) -> [URL] {
        (Disk.names(in: folder.path) ?? []).sorted().filter { !$0.hasPrefix(".") && $0 != "node_modules" }.map {
            folder.appendingPathComponent($0)
        }.filter { Disk.isFolder($0.path) }
    }

    private static func descendants(of folder: URL, depth: Int) -> [URL] {
        guard depth > 0 else { return [] }
        return subfolders(of: folder).flatMap { [$0] + descendants(of: $0, depth: depth - 1) }
    }
}

extension InventoryBuilder {
    /// The JavaScript and TypeScript of the workspace packages `app` depends on (on disk, shown),
    /// but the ones `--exclude` leaves out, and the aliases that name them: a package's name stands
    /// for its entry module, and `name/sub/path` for a module below its subpath folder.
    func workspaceSources(of app: ReactNativeApp, root: URL, platform: Platform = .iOS) -> (
        files: [(path: String, display: String)], aliases: [JavaScriptPathAlias]
    ) {
        var files: [(path: String, display: String)] = []
        var aliases: [JavaScriptPathAlias] = []
        for package in app.workspacePackages() {
            let shown = Self.relativeDisplay(package.folder, root: root)
            guard !shown.hasPrefix("/") else { continue }
            for relative in ReactNativeApp.sources(survey: sourceSurvey(of: package.folder), platform: platform) {
                let display = shown + "/" + relative
                if !isExcluded(display) { files.append((package.folder.path + "/" + relative, display)) }
            }
            if let entry = package.manifest.entry {
                aliases.append(
                    JavaScriptPathAlias(prefix: package.manifest.name, target: shown + "/" + entry, exact: true))
            }
            // Its `exports` subpaths, as Node and Metro map them: each named one, then each pattern's
            // folder (the longest first), before the package's own folder.
            for (subpath, target) in package.manifest.subpaths.sorted(by: { $0.key < $1.key }) {
                aliases.append(
                    JavaScriptPathAlias(
                        prefix: package.manifest.name + "/" + subpath, target: shown + "/" + target, exact: true))
            }
            for (subpath, target) in package.manifest.subpathFolders.sorted(by: {
                ($0.key.count, $1.key) > ($1.key.count, $0.key)
            }) {
                aliases.append(
                    JavaScriptPathAlias(
                        prefix: package.manifest.name + "/" + subpath,
                        target: target.isEmpty ? shown : shown + "/" + target))
            }
            let folder = package.manifest.subpathFolder
            aliases.append(
                JavaScriptPathAlias(
                    prefix: package.manifest.name, target: folder.isEmpty ? shown : shown + "/" + folder))
        }
        // The libraries its path aliases name (the aliases are the app's own).
        for folder in aliasedFolders(of: app, root: root) {
            let shown = Self.relativeDisplay(folder, root: root)
            for relative in ReactNativeApp.sources(survey: sourceSurvey(of: folder), platform: platform) {
                let display = shown + "/" + relative
                if !isExcluded(display) { files.append((folder.path + "/" + relative, display)) }
            }
        }
        return (files, aliases)
    }

    /// The folders of `app`'s JavaScript, on disk and as shown: its own, then its workspace
    /// packages' and the libraries its path aliases name (``aliasedFolders(of:root:)``).
    func javaScriptFolders(of app: ReactNativeApp, root: URL) -> [(folder: URL, shown: String)] {
        [(app.folder, shownFolder(of: app, root: root))]
            + (app.workspacePackages().map(\.folder) + aliasedFolders(of: app, root: root)).map {
                ($0, Self.relativeDisplay($0, root: root))
            }.filter { !$0.1.hasPrefix("/") }
    }
}

extension ReactNativeApp {
    /// Whether the package is an app, not a library an app imports: it has an app config
    /// (`app.json`, `app.config.*`, which Expo and React Native's template write), a native project
    /// (`ios/`, `android/`), or an entry only an app has (`expo-router/entry`, Expo's `AppEntry`).
    /// A component library or a web Storybook that lists `react-native` has none of these.
    var hasAppShape: Bool {
        let names = Set(Disk.names(in: folder.path) ?? [])
        let configs = [
            "app.json", "app.config.js", "app.config.ts", "app.config.mjs", "app.config.cjs", "app.config.json",
        ]
        if configs.contains(where: names.contains) { return true }
        if ["ios", "android"].contains(where: {
            names.contains($0) && Disk.isFolder(folder.appendingPathComponent($0).path)
        }) {
            return true
        }
        return main.map { $0.hasPrefix("expo-router/entry") || $0.contains("AppEntry") } ?? false
    }

    /// The Expo apps among a workspace's React Native packages (`found`): those with an app's shape
    /// (``hasAppShape``); where none has one, every Expo package that no other package of the
    /// workspace depends on (a library is one an app imports by its name).
    static func workspaceApps(_ found: [ReactNativeApp]) -> [ReactNativeApp] {
        let expo = found.filter(\.usesExpo)
        let shaped = expo.filter(\.hasAppShape)
        guard shaped.isEmpty else { return shaped }
        let imported = Set(found.flatMap { app in app.dependencies.subtracting([app.name ?? ""]) })
        return expo.filter { app in !(app.name.map(imported.contains) ?? false) }
    }
}
